// 24×24 stroke icons, drawn for Airlock. Each value is the `d` of one or more paths,
// separated by `|`.
export const icons = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevron: 'M9 5l7 7-7 7',
  wallet: 'M3 7h15a3 3 0 013 3v7a3 3 0 01-3 3H6a3 3 0 01-3-3V7zm0 0l2-3h11v3|M16 13.5h2',
  mail: 'M3 6h18v12H3z|M3 7l9 6 9-6',
  send: 'M12 19V5M6 11l6-6 6 6',
  receive: 'M12 5v14M6 13l6 6 6-6',
  swap: 'M7 4v16M3 8l4-4 4 4|M17 20V4M13 16l4 4 4-4',
  buy: 'M3 7h18v10H3z|M3 11h18|M7 15h3',
  copy: 'M8 8h11v11H8z|M5 16V5h11',
  check: 'M5 12l5 5 9-10',
  external: 'M14 4h6v6|M20 4l-9 9|M18 14v6H4V6h6',
  network: 'M12 3a9 9 0 100 18 9 9 0 000-18zm-9 9h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  disconnect: 'M10 4H5v16h5|M14 8l4 4-4 4|M18 12H9',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zm9 16l-4-4',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4z|M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2|M18 14h2',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  more: 'M4 4h6v6H4z|M14 4h6v6h-6z|M4 14h6v6H4z|M14 14h6v6h-6z',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  alert: 'M12 8v5|M12 16.5v.5|M12 3l10 18H2z',
  info: 'M12 3a9 9 0 100 18 9 9 0 000-18z|M12 11v6|M12 7.5v.5',
  key: 'M8 10a4 4 0 100 8 4 4 0 000-8z|M11 11l9-9|M17 5l2 2|M14 8l2 2',
} as const

/** The name of a built-in icon. */
export type IconName = keyof typeof icons
