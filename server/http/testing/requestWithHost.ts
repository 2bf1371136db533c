import { request } from 'node:http'

/** Sends a request with a chosen Host header, as a page on a DNS-rebound name would. */
export function requestWithHost(url: string, host: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers: { host } }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    }).on('error', reject).end()
  })
}
