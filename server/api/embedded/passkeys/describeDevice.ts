const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
]

/** What {@link describeDevice} says of a browser it does not know. */
export const UNKNOWN_DEVICE = 'Unknown device'

/**
 * A short name for the device a passkey was made on ("Chrome on macOS"), from the browser's
 * User-Agent header: what the person sees beside the passkey's name to tell two apart. It
 * describes, it proves nothing.
 */
export function describeDevice(userAgent: string | undefined): string {
  const text = userAgent ?? ''
  const browser = browsers.find(([pattern]) => pattern.test(text))?.[1]
  const system = systems.find(([pattern]) => pattern.test(text))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? UNKNOWN_DEVICE
}
