import { useEffect, useState } from 'react'

/** The whole seconds left until `until` (ms since the epoch), updated every second; 0 once past. */
export function useTimeLeft(until: number | undefined): number {
  const read = () => (until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)))
  const [seconds, setSeconds] = useState(read)
  useEffect(() => {
    setSeconds(read())
    if (until === undefined) return
    const timer = setInterval(() => setSeconds(read()), 1000)
    return () => clearInterval(timer)
    // `read` only closes over `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until])
  return seconds
}
