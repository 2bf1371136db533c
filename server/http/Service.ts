/** A service of the local stack or the self-hosted deployment, once started. */
export interface RunningService {
  /** The base URL the service answers on (http://127.0.0.1:PORT, ws://… for sockets). */
  url: string
  stop(): Promise<void>
}
