/** The names of the app→frame requests of SPEC §7, as a plain list (the payload schemas are in frameRequestPayloads). */
export const frameRequestTypes = [
  'SWITCH_NETWORK', 'CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_DEVICE_TOTP', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI',
  'GET_USER', 'SIGN_OUT', 'IS_CONNECTED', 'GET_CHAIN_ID', 'RPC_REQUEST', 'PREPARE_APPROVAL', 'CANCEL_APPROVAL', 'CONFIRM_APPROVAL',
  'UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP', 'AWAIT_UPDATE_EMAIL', 'SYNC_THEME',
  'SYNC_DAPP_DATA', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT',
  'CONNECT_FARCASTER', 'GET_FARCASTER_URI', 'RELOAD',
  // Airlock's own: account linking; whether a sponsor pays a send's gas, before it is asked for;
  // the ticket of the key export page.
  'GET_LOGINS', 'LINK_SOCIAL', 'LINK_EMAIL', 'LINK_EMAIL_OTP', 'UNLINK_LOGIN', 'CHECK_SPONSORSHIP', 'GET_EXPORT_TICKET',
  // Airlock's own: what an approval's request would do, simulated by the API.
  'SIMULATE_APPROVAL',
  // Airlock's own: passkeys and the second factor.
  'GET_SECURITY', 'REMOVE_PASSKEY', 'SET_SECOND_FACTOR', 'SET_STEP_UP_LIMIT',
  // Airlock's own: the permissions granted to apps (ERC-7715), listed for Account.
  'GET_PERMISSIONS',
  // Airlock's own: the devices signed in to the wallet, and signing them out.
  'GET_SESSIONS', 'SIGN_OUT_SESSION', 'SIGN_OUT_OTHER_SESSIONS',
  // Airlock's own: the sealed copy the app keeps where the frame has only its partitioned cookies.
  'OPEN_VAULT',
] as const
