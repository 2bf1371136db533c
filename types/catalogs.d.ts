// `import catalogs from './messages?catalogs'`: the folder's message catalogs, compiled at
// build time by scripts/messageCatalogs.mjs.
declare module '*?catalogs' {
  const catalogs: import('../kernel/i18n/Catalogs.js').Catalogs
  export default catalogs
}

declare module '*?all-catalogs' {
  const catalogs: import('../kernel/i18n/Catalogs.js').Catalogs
  export default catalogs
}
