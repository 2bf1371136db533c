/** This repository's root folder. */
export const root: string
/** Where the fixture hosts' sources and the unpacked package are laid out: .cache/size-hosts. */
export const hostsDir: string
/** Lays out .cache/size-hosts afresh from the built library (dist/) and the fixtures' sources. */
export function prepareHostSources(): Promise<string>
