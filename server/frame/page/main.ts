// The script of every page of the embedded wallet's origin; the server's config says which page this is.
import { readPageConfig } from './readPageConfig.js'
import { startApprovePage } from './pages/startApprovePage.js'
import { startExportPage } from './pages/startExportPage.js'
import { startPasskeyPage } from './pages/startPasskeyPage.js'
import { startRecoveryPage } from './pages/startRecoveryPage.js'
import { startHiddenFrame } from './startHiddenFrame.js'

const config = readPageConfig()
if (config.page === 'frame') startHiddenFrame(config)
else if (config.page === 'recovery') startRecoveryPage(config)
else if (config.page === 'approve') startApprovePage(config)
else if (config.page === 'passkey') startPasskeyPage(config)
else startExportPage(config)
