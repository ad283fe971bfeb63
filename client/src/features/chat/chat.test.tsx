import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SendChatMessageMutationVariables } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { CALL_FAILED, NO_TEXT } from './ChatConversation';

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
    const sent: SendChatMessageMutationVariables[] = [];
    server.use(
      api.mutation<object, SendChatMessageMutationVariables>('SendChatMessage', async ({ variables }) => {
        sent.push(variables);
        await delay(150);
        return HttpResponse.json({
          data: { sendChatMessage: { __typename: 'ChatReplyView', text: 'December to April is best in Mirissa.', source: 'BUILT_IN', links: [{ __typename: 'ChatLinkView', label: 'Mirissa guide', href: '/destinations/mirissa' }] } },
        });
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
    expect(within(panel).getByRole('link', { name: 'Mirissa guide' }).getAttribute('href')).toBe('/destinations/mirissa');
    expect(within(panel).queryByText('Typing...')).toBeNull();
    expect(sent).toEqual([{ input: { messages: [{ role: 'USER', text: 'When should I visit Mirissa?' }] } }]);
    expect(within(panel).queryByRole('log')).not.toBeNull();
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
    server.use(api.mutation('SendChatMessage', () => HttpResponse.json({ errors: [{ message: 'Something went wrong on our side.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })));
    renderApp('/help');
    const { user, input, panel } = await openPanel();
    await user.type(input, 'Hello{Enter}');
    await within(panel).findByText(CALL_FAILED);
    expect(quiet).toHaveBeenCalled();

    server.use(api.mutation('SendChatMessage', () => HttpResponse.json({ data: { sendChatMessage: { __typename: 'ChatReplyView', text: null, source: 'GEMINI', links: [] } } })));
    await user.type(within(panel).getByLabelText('Your message'), 'Hello again{Enter}');
    await within(panel).findByText(NO_TEXT);
    quiet.mockRestore();
  });

  it('says so plainly when the server asks to slow down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      api.mutation('SendChatMessage', () =>
        HttpResponse.json({ errors: [{ message: 'You are sending messages quickly. Please wait a minute and try again.', extensions: { code: 'TOO_MANY_REQUESTS' } }] }),
      ),
    );
    renderApp('/help');
    const { user, input, panel } = await openPanel();
    await user.type(input, 'Hello{Enter}');
    await within(panel).findByText('You are sending messages quickly. Please wait a minute and try again.');
  });

  it('keeps the conversation when the panel closes and the page reloads in the same browser session', async () => {
    server.use(api.mutation('SendChatMessage', () => HttpResponse.json({ data: { sendChatMessage: { __typename: 'ChatReplyView', text: 'Cover your shoulders and knees.', source: 'BUILT_IN', links: [] } } })));
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
