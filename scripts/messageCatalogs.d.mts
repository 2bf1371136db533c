import type { Plugin as EsbuildPlugin } from 'esbuild'
import type { Plugin } from 'rollup'

/** The locales a folder holds catalogs for, English first. */
export function catalogLocales(folder: string): string[]
/** The ES module source of one locale's catalog. */
export function compileCatalog(folder: string, locale: string): string
/** The rollup / Vite plugin that compiles `./messages?catalogs` imports. */
export function messageCatalogs(): Plugin
/** The esbuild plugin that compiles the same imports (the embedded wallet frame's pages). */
export function messageCatalogsEsbuild(): EsbuildPlugin
