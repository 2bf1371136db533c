/**
 * The selector of the embedded wallet's Approve button frame in the modal's approval view:
 * the wallet's own page, so tests press Approve inside it, as a person does
 * (`dialog.frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' })`).
 */
export const APPROVE_FRAME = 'iframe.airlock-approve-frame'
