import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { chatStream, replyEvents, streamOf } from './chat-test-support';

// Spec §8, word for word.
// The spec's words less "check the console": travellers never read a developer's tool (issue 28).
const CALL_FAILED = "Sorry, I couldn't reply due to an error. Please try again.";
const NO_TEXT = "Sorry, I couldn't get a travel tip right now. Please try again.";

afterEach(() => window.sessionStorage.clear());

async function openPanel() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open the Sri Lanka Travel Bot' }));
  const panel = await screen.findByRole('dialog', { name: 'Sri Lanka Travel Bot' });
  const input = await within(panel).findByLabelText('Your message');
  return { user, panel, input, send: within(panel).getByRole('button', { name: 'Send' }) };
}

describe('the Sri Lanka Travel Bot panel', () => {
  it('sends the conversation, shows Typing... with input and send disabled, then the reply with its links', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(chatStream, async ({ request }) => {
        sent.push(await request.json());
        return streamOf(
          replyEvents('December to April is best in Mirissa.', {
            links: [{ label: 'Mirissa guide', href: '/destinations/mirissa' }],
          }),
          { pauseMs: 150 },
        );
      }),
    );
    renderApp('/help');
    const { user, panel, input, send } = await openPanel();
    expect(document.activeElement).toBe(input);
    expect(send.hasAttribute('disabled')).toBe(true);

    await user.type(input, 'When should I visit Mirissa?{Enter}');
    await within(panel).findByText('Typing...');
    expect(input.hasAttribute('disabled')).toBe(true);
    expect(within(panel).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);

    await within(panel).findByText('December to April is best in Mirissa.');
    await waitFor(() => expect(within(panel).queryByText('Typing...')).toBeNull());
    expect(within(panel).getByRole('link', { name: 'Mirissa guide' }).getAttribute('href')).toBe(
      '/destinations/mirissa',
    );
    // No plan on this page: the bot is told of none; it is told the interface's language, to answer in it.
    expect(sent).toEqual([{ messages: [{ role: 'user', text: 'When should I visit Mirissa?' }], language: 'en' }]);
    expect(within(panel).queryByRole('log')).not.toBeNull();
  });

  it('shows the reply as it is written, and Stop ends it, keeping what came and stopping the request', async () => {
    let stopped = false;
    server.use(
      http.post(chatStream, ({ request }) => {
        request.signal.addEventListener('abort', () => (stopped = true));
        // Three words, then nothing more until the reader goes away.
        return streamOf(
          [
            { event: 'token', data: { text: 'Kandy' } },
            { event: 'token', data: { text: ' is' } },
            { event: 'token', data: { text: ' lovely' } },
          ],
          { open: true },
        );
      }),
    );
    renderApp('/help');
    const { user, panel, input } = await openPanel();
    await user.type(input, 'Tell me about Kandy{Enter}');
    await within(panel).findByText('Kandy is lovely');
    expect(within(panel).queryByText('Typing...')).not.toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Stop' }));
    await within(panel).findByText('Stopped');
    expect(within(panel).queryByText('Kandy is lovely')).not.toBeNull();
    expect(within(panel).queryByText('Typing...')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Stop' })).toBeNull();
    await waitFor(() => expect(stopped).toBe(true));
    expect(within(panel).getByLabelText('Your message').hasAttribute('disabled')).toBe(false);
  });

  it('does not send an empty or blank message', async () => {
    renderApp('/help');
    const { user, input, panel } = await openPanel();
    await user.type(input, '   {Enter}');
    expect(within(panel).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    // No handler exists: a request would fail this test.
  });

  it('shows the spec’s texts for a failed call and for a reply with no text', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(chatStream, () =>
        streamOf([{ event: 'error', data: { message: 'Something went wrong on our side.', status: 500 } }]),
      ),
    );
    renderApp('/help');
    const { user, input, panel } = await openPanel();
    await user.type(input, 'Hello{Enter}');
    await within(panel).findByText(CALL_FAILED);
    expect(quiet).toHaveBeenCalled();

    server.use(
      http.post(chatStream, () =>
        streamOf([{ event: 'done', data: { text: null, source: 'GEMINI', links: [], proposal: null } }]),
      ),
    );
    await user.type(within(panel).getByLabelText('Your message'), 'Hello again{Enter}');
    await within(panel).findByText(NO_TEXT);

    server.use(http.post(chatStream, () => streamOf([{ event: 'token', data: { text: 'Half' } }])));
    await user.type(within(panel).getByLabelText('Your message'), 'And again{Enter}');
    await waitFor(() => expect(within(panel).getAllByText(CALL_FAILED)).toHaveLength(2));
    quiet.mockRestore();
  });

  it('says so plainly when the server asks to slow down, as an event or as an answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const slowDown = 'You are sending messages quickly. Please wait a minute and try again.';
    server.use(
      http.post(chatStream, () =>
        streamOf([{ event: 'error', data: { message: slowDown, status: 429, retryAfterSeconds: 60 } }]),
      ),
    );
    renderApp('/help');
    const { user, input, panel } = await openPanel();
    await user.type(input, 'Hello{Enter}');
    await within(panel).findByText(slowDown);

    server.use(
      http.post(chatStream, () =>
        HttpResponse.json(
          { message: 'Send the request body as JSON (Content-Type: application/json).' },
          { status: 415 },
        ),
      ),
    );
    await user.type(within(panel).getByLabelText('Your message'), 'Hello again{Enter}');
    await within(panel).findByText(CALL_FAILED);
  });

  it('keeps the conversation when the panel closes and the page reloads in the same browser session', async () => {
    server.use(http.post(chatStream, () => streamOf(replyEvents('Cover your shoulders and knees.'))));
    const first = renderApp('/help');
    const { user, input, panel } = await openPanel();
    await user.type(input, 'What do I wear at temples?{Enter}');
    await within(panel).findByText('Cover your shoulders and knees.');
    first.unmount();

    renderApp('/feedback');
    const reopened = await openPanel();
    await waitFor(() => expect(within(reopened.panel).queryByText('What do I wear at temples?')).not.toBeNull());
    expect(within(reopened.panel).queryByText('Cover your shoulders and knees.')).not.toBeNull();
  });
});
