import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { useOnChange } from './useOnChange';

/** A draft that belongs to its topic: a new topic empties it, the same topic keeps it. */
function Draft({ topic, typed }: { topic: string; typed: string }) {
  const [draft, setDraft] = useState(typed);
  const [resets, setResets] = useState(0);
  useOnChange(topic, () => {
    setDraft('');
    setResets((count) => count + 1);
  });
  return (
    <output>
      {topic}:{draft}:{resets}
    </output>
  );
}

describe('useOnChange', () => {
  it('adjusts state in the same render when the value changes, and only then', () => {
    const view = render(<Draft topic="drill" typed="Is it free on Monday?" />);
    expect(screen.getByRole('status')).toHaveTextContent('drill:Is it free on Monday?:0');

    view.rerender(<Draft topic="drill" typed="ignored" />);
    expect(screen.getByRole('status')).toHaveTextContent('drill:Is it free on Monday?:0');

    view.rerender(<Draft topic="saw" typed="ignored" />);
    expect(screen.getByRole('status')).toHaveTextContent('saw::1');
  });
});
