/** A module's default export when it has one (`import()` of an ES module), else the value itself. */
export function unwrapDefault<T>(module: T | { default: T }): T {
  return typeof module === 'object' && module !== null && 'default' in module ? module.default : (module as T)
}
