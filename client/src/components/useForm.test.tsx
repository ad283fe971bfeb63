import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useForm } from './useForm';

type Values = { start: string; end: string; email: string };

/** A bare form on the hook: two dates with a live rule between them, and an email the server may refuse. */
function DatesForm({
  onSubmit,
}: {
  onSubmit: (values: Values, form: { showServerError: (error: unknown) => unknown }) => Promise<unknown> | void;
}) {
  const form = useForm({
    initial: { start: '', end: '', email: '' },
    rules: {
      start: (value: string) => (value ? null : 'Start is required.'),
      end: (value: string, values: Values) =>
        value && values.start && value <= values.start ? 'End must be after start.' : null,
      email: (value: string, _values: Values, control: Element | null) =>
        control instanceof HTMLInputElement && control.validity.typeMismatch
          ? 'Email must be a valid email address.'
          : null,
    },
    live: ['end'],
    onSubmit: (values: Values): unknown => onSubmit(values, form),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Dates">
      {(['start', 'end', 'email'] as const).map((field) => (
        <p key={field}>
          <label>
            {field}
            <input {...form.control(field)} type={field === 'email' ? 'email' : 'text'} />
          </label>
          {form.errors[field] ? <span id={form.errorIdOf(field)}>{form.errors[field]}</span> : null}
        </p>
      ))}
      <button type="submit">{form.submitting ? 'Saving...' : 'Save'}</button>
    </form>
  );
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('useForm', () => {
  it('runs the rules on submit, shows every message, focuses the first field with one and sends nothing', async () => {
    const sent: Values[] = [];
    render(<DatesForm onSubmit={(values) => void sent.push(values)} />);
    const user = userEvent.setup();
    await user.type(input('email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Start is required.')).not.toBeNull();
    expect(screen.queryByText('Email must be a valid email address.')).not.toBeNull();
    expect(document.activeElement).toBe(input('start'));
    expect(input('start').getAttribute('aria-describedby')).toBe(screen.getByText('Start is required.').id);
    expect(sent).toEqual([]);
  });

  it('drops a field’s message as it is edited, and reruns a live rule on every change', async () => {
    render(<DatesForm onSubmit={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(input('start'), '5');
    expect(screen.queryByText('Start is required.')).toBeNull();
    await user.type(input('end'), '3');
    expect(screen.queryByText('End must be after start.')).not.toBeNull();
    await user.clear(input('start'));
    await user.type(input('start'), '1');
    expect(screen.queryByText('End must be after start.')).toBeNull();
  });

  it('is submitting until onSubmit settles, and ignores a second submit meanwhile', async () => {
    let finish = () => {};
    const sent: Values[] = [];
    render(
      <DatesForm onSubmit={(values) => (sent.push(values), new Promise<void>((resolve) => (finish = resolve)))} />,
    );
    const user = userEvent.setup();
    await user.type(input('start'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button').textContent).toBe('Saving...');
    await user.click(screen.getByRole('button'));
    expect(sent).toEqual([{ start: '1', end: '', email: '' }]);
    finish();
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Save'));
  });

  it('puts the server’s message under the field it names and focuses it', async () => {
    const refusal = new CombinedGraphQLErrors({
      errors: [{ message: 'That email is taken.', extensions: { code: 'CONFLICT', field: 'email' } }],
    });
    let answered: unknown;
    render(<DatesForm onSubmit={(_values, form) => void (answered = form.showServerError(refusal))} />);
    const user = userEvent.setup();
    await user.type(input('start'), '1');
    await user.type(input('email'), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('That email is taken.').id).toBe(input('email').getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(input('email'));
    expect(answered).toEqual({ message: 'That email is taken.', code: 'CONFLICT', field: 'email' });
  });
});
