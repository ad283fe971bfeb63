/** A full page navigation (to the server, which redirects to Google or GitHub); a module of its own so tests can stub it. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
