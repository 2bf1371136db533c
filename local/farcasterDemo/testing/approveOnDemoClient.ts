/**
 * Approves a Sign In With Farcaster channel on the demo client as a person's browser does:
 * opens the approval page (which sets the form's cookie and writes its CSRF token), then
 * posts the form back with both.
 */
export async function approveOnDemoClient(clientUrl: string, channelToken: string, fid: string): Promise<Response> {
  const page = await fetch(`${clientUrl}/?channelToken=${encodeURIComponent(channelToken)}`)
  const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? ''
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? ''
  return fetch(`${clientUrl}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ channelToken, fid, csrf }),
  })
}
