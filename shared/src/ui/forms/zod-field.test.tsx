import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUIRED } from '@zaber/shared/platform/validation/messages';
import { Input } from '@zaber/shared/ui/antd/input';
import { SchemaForm } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm, type ZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { z } from 'zod';

const schema = z.object({ title: z.string().trim().min(1, { error: REQUIRED }) });

function TitleForm({ expose }: { expose: (form: ZodForm<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { title: '' } });
  expose(form);
  return (
    <SchemaForm form={form} aria-label="Balíček" onSubmit={jest.fn()}>
      <ZodField form={form} name="title" label="Název" render={(field) => <Input {...field} />} />
    </SchemaForm>
  );
}

describe('ZodField', () => {
  it('drops a message shown before any submit as soon as the field is valid, and keeps it while it is not', async () => {
    let form: ZodForm<typeof schema> | undefined;
    render(<TitleForm expose={(f) => (form = f)} />);
    // What a wizard step does when the client is sent back to it: its check, without a submit.
    await act(async () => {
      await form?.trigger();
    });
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Název' });
    await userEvent.click(input);
    await userEvent.paste('  ');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    await userEvent.paste('Svatba');
    await waitFor(() => expect(screen.queryByText(REQUIRED)).toBeNull());
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
