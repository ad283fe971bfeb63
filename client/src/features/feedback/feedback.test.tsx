import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SubmitFeedbackMutationVariables } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { enter } from '../../test/enter';

describe('Give Feedback', () => {
  it('asks for a rating and a message before sending anything', async () => {
    renderApp('/feedback');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send Feedback' }));
    expect(screen.queryByText('Choose a rating from 1 to 5.')).not.toBeNull();
    expect(screen.queryByText('Message is required.')).not.toBeNull();
  });

  it('sends the feedback and says thank you', async () => {
    const sent: SubmitFeedbackMutationVariables[] = [];
    server.use(
      api.mutation<object, SubmitFeedbackMutationVariables>('SubmitFeedback', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            submitFeedback: {
              __typename: 'SubmitFeedbackPayload',
              message: 'Thank you! Your feedback helps us make TripMate better.',
            },
          },
        });
      }),
    );
    renderApp('/feedback');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('4 stars'));
    await user.selectOptions(screen.getByLabelText('Category'), 'Trip planner');
    await enter(user, screen.getByLabelText(/^Message/), 'The Kandy to Ella train tip was spot on.');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await screen.findByText('Thank you! Your feedback helps us make TripMate better.');
    expect(sent).toEqual([
      {
        input: {
          rating: 4,
          category: 'PLANNER',
          message: 'The Kandy to Ella train tip was spot on.',
          email: null,
          feeRow: null,
        },
      },
    ]);
  });

  it('reports a wrong price naming the fee row the link came from', async () => {
    const sent: SubmitFeedbackMutationVariables[] = [];
    server.use(
      api.mutation<object, SubmitFeedbackMutationVariables>('SubmitFeedback', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            submitFeedback: { __typename: 'SubmitFeedbackPayload', message: 'Noted: we will check that price.' },
          },
        });
      }),
    );
    renderApp('/feedback?fee=yala-national-park');
    const user = userEvent.setup();
    expect((await screen.findByTestId('feedback-fee-row')).textContent).toBe(
      'You are reporting a wrong entry fee: yala-national-park.',
    );
    await user.click(screen.getByLabelText('3 stars'));
    await user.type(screen.getByLabelText(/^Message/), 'USD 30');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await screen.findByText('Noted: we will check that price.');
    expect(sent).toEqual([
      {
        input: {
          rating: 3,
          category: 'PLANNER',
          message: 'Wrong price for yala-national-park: USD 30',
          email: null,
          feeRow: 'yala-national-park',
        },
      },
    ]);
  });

  it('ignores a fee link that is not a row id', async () => {
    renderApp('/feedback?fee=%3Cscript%3E');
    await screen.findByRole('button', { name: 'Send Feedback' });
    expect(screen.queryByTestId('feedback-fee-row')).toBeNull();
  });

  it('shows the server’s message under the field it names', async () => {
    server.use(
      api.mutation('SubmitFeedback', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Invalid email address.', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }],
        }),
      ),
    );
    renderApp('/feedback');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('5 stars'));
    await enter(user, screen.getByLabelText(/^Message/), 'Great.');
    await enter(user, screen.getByLabelText(/^Email/), 'me@nowhere');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await screen.findByText('Invalid email address.');
  });
});
