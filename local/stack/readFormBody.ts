import type { IncomingMessage } from 'node:http'

/** Reads a small urlencoded form body; anything past `limit` bytes is refused. */
export async function readFormBody(request: IncomingMessage, limit = 8192): Promise<URLSearchParams> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new RangeError('form body too large')
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
