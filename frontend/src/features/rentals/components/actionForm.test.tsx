// The one form every action with an input gets from its entry's fields: labels, validation messages
// tied to their fields, the submit button disabled until the input reads well and while sending,
// and the last failure shown.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionForm } from './ActionForm';
import { percentAsBpsField, textField, wholeNumberField, type InputFields } from '../actions/actionInput';
import { RENTAL_ACTIONS } from '../actions/rentalActions';
import { expectDefined } from '../../../test/defined';

interface Example {
  note: string;
  days: number;
  share: number;
}

const FIELDS: InputFields<Example> = {
  note: textField({ label: 'Note', required: 'Please write a note.', maxLength: 10, hint: 'A few words.' }),
  days: wholeNumberField({ label: 'Days', min: 1, max: 30, initial: 3, outOfRange: 'From 1 to 30 days.' }),
  share: percentAsBpsField({ label: 'Share (%)', initialPercent: 50, check: () => null }),
};

/** The form of `fields` (the example's by default), sending to a mock that says it went through. */
function renderForm<Input = Example>(
  props: Partial<Parameters<typeof ActionForm<Input>>[0]> = {},
  fields = FIELDS as unknown as InputFields<Input>,
) {
  const onSubmit = vi.fn(async (_input: Input) => true);
  render(
    <ActionForm
      fields={fields}
      label="Example action"
      submit="Send it"
      submitting="Sending it..."
      busy={false}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, submit: () => screen.getByRole('button', { name: /Send it/ }) };
}

describe('ActionForm', () => {
  it('labels every field, shows each problem under its field once changed, and sends nothing until all read well', async () => {
    const { onSubmit, submit } = renderForm();
    expect(screen.getByRole('form', { name: 'Example action' })).toBeInTheDocument();
    const note = screen.getByLabelText('Note');
    // Blank at first: not sendable, but not scolded before the user has typed.
    expect(submit()).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(note).toHaveAccessibleDescription('A few words.');

    await userEvent.type(note, ' ');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription('Please write a note.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a note.');

    const days = screen.getByLabelText('Days');
    await userEvent.clear(days);
    await userEvent.type(days, '31');
    expect(days).toHaveAccessibleDescription('From 1 to 30 days.');
    const share = screen.getByLabelText('Share (%)');
    await userEvent.clear(share);
    await userEvent.type(share, '101');
    expect(share).toHaveAccessibleDescription('Enter a percentage from 0 to 100.');
    expect(submit()).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(note, 'Worn ');
    await userEvent.clear(days);
    await userEvent.type(days, '2');
    await userEvent.clear(share);
    await userEvent.type(share, '12.5');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(submit());
    // The typed values: the text trimmed, the days a number, the share in basis points.
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ note: 'Worn', days: 2, share: 1250 });
    // Done: back to the initial texts.
    expect(note).toHaveValue('');
    expect(days).toHaveValue(3);
  });

  it('keeps what was typed when the action did not go through', async () => {
    const { submit } = renderForm({ onSubmit: async () => false });
    await userEvent.type(screen.getByLabelText('Note'), 'Kept');
    await userEvent.click(submit());
    expect(screen.getByLabelText('Note')).toHaveValue('Kept');
  });

  it('is disabled while sending, and says so on its button', () => {
    renderForm({ busy: true, onCancel: () => {} });
    expect(screen.getByRole('button', { name: 'Sending it...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByLabelText('Note')).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Example action' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the last failure as an alert', () => {
    renderForm({ error: 'Failed to file dispute: Not possible while the rental is collateral deposited.' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to file dispute: Not possible while the rental is collateral deposited.',
    );
  });

  it("renders an entry's own fields: the dispute's reason with its limit", async () => {
    const fields = expectDefined(RENTAL_ACTIONS.fileDispute.input?.fields, "fileDispute's fields");
    const { onSubmit, submit } = renderForm({}, fields);
    const reason = screen.getByLabelText('Reason for the dispute');
    expect(reason).toHaveAttribute('maxLength', '1000');
    await userEvent.type(reason, '  Chuck is broken ');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Chuck is broken' });
  });
});
