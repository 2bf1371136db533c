/** The NOTIFY channel on which a changed project's id is announced, so every process re-reads it. */
export const PROJECT_CHANNEL = 'airlock_project'
