/** A period in seconds as the largest whole unit it is a count of, for `permission.period`. */
export function describePeriod(seconds: number): { unit: 'week' | 'day' | 'hour' | 'minute' | 'second'; count: number } {
  for (const [unit, size] of [['week', 604_800], ['day', 86_400], ['hour', 3_600], ['minute', 60]] as const) {
    if (seconds >= size && seconds % size === 0) return { unit, count: seconds / size }
  }
  return { unit: 'second', count: seconds }
}
