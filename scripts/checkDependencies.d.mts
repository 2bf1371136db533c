import type { IConfiguration, IViolation } from 'dependency-cruiser'

/** The folders cruised: the library, what an operator deploys and the local stack. */
export const checkedFolders: string[]

/** What breaks the ladder, and the graph's cycles (strongly connected files) over every kind of import, largest first. */
export interface DependencyCheck {
  violations: IViolation[]
  cycles: string[][]
  modules: number
}

/**
 * Cruises `folders` under `baseDir` with `ruleSet` and returns what breaks it: the rules'
 * errors, and each cycle inside one folder longer than `maxInFolder` files, with its path.
 */
export function checkDependencies(options?: { baseDir?: string; folders?: string[]; ruleSet?: IConfiguration; maxInFolder?: number }): Promise<DependencyCheck>

/** A violation as a line to read: the rule, the import, and a cycle's whole path. */
export function describeViolation(violation: IViolation): string
