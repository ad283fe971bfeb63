import { waitingEdits } from '../lib/waiting-edits';
import { indexedDbAnswers } from './offline-answers';

/**
 * What the account left on this device for reading and editing offline (its plans' pages, its changes not yet sent),
 * forgotten when it signs out: the next person at this browser sees none of it. A session that merely expired keeps
 * it, so changes made offline are still sent once the traveller signs in again.
 */
export async function forgetAccountData(): Promise<void> {
  waitingEdits().clear();
  await indexedDbAnswers().clear();
}
