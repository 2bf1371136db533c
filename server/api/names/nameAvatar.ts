/**
 * True when `url` may be a name's avatar: an https URL without credentials, or one of this
 * API's own `/public/` images. Anything else (`javascript:`, `data:`, plain http) is refused.
 */
export function isAcceptedAvatar(url: string, publicUrl: string): boolean {
  if (url.startsWith(`${publicUrl}/public/`)) return true
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password
  } catch {
    return false
  }
}

/**
 * The avatar URL a client is given for a name. The API's own images stand as they are; an
 * outside avatar is never handed to the page (where it would be a tracker, or worse): the
 * page gets this API's avatar route for the name instead, which draws the name's monogram.
 * A stored value that is not an accepted avatar (registered before the rule) gives none.
 */
export function nameAvatar(name: string, stored: string | undefined, publicUrl: string): string | null {
  if (!stored || !isAcceptedAvatar(stored, publicUrl)) return null
  if (stored.startsWith(`${publicUrl}/public/`)) return stored
  return `${publicUrl}/public/getAvatarImage/${encodeURIComponent(name)}`
}
