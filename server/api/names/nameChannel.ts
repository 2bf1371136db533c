/** The NOTIFY channel on which an address whose name changed is announced (lower-case), so every process drops its identity. */
export const NAME_CHANNEL = 'airlock_name'
