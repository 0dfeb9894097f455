// The page an e-mail's "stop" link opens (/messages/stop, /newsletter/unsubscribe): opening it changes
// nothing, because mail scanners open links; a button posts the link's token, and the page then says it
// is done. The route gives its texts and what the token does.
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { PageHead } from '../layout/page-head.tsx';

export interface TokenConfirmTexts {
  title: string;
  intro: string;
  button: string;
  invalid: string;
  doneTitle: string;
  doneText: string;
}

export function TokenConfirmPage(props: {
  texts: TokenConfirmTexts;
  token: string;
  done: boolean;
  /** The action refused the token. */
  refused: boolean;
  /** Shown under the done text (e.g. a way back). */
  doneExtra?: ReactNode;
  /** The link at the foot of the page. */
  footer: ReactNode;
}) {
  const { texts, token, done } = props;
  const invalid = props.refused || (!done && token === '');
  return (
    <>
      <PageHead title={texts.title} noIndex />
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-semibold">{done ? texts.doneTitle : texts.title}</h1>
        {done ? (
          <div role="status" className="mt-4 grid gap-4">
            <p>{texts.doneText}</p>
            {props.doneExtra}
          </div>
        ) : (
          <>
            <p className="mt-4">{texts.intro}</p>
            {invalid && (
              <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
                {texts.invalid}
              </p>
            )}
            {token !== '' && (
              <Form method="post" className="mt-6">
                <input type="hidden" name="token" value={token} />
                <button
                  type="submit"
                  className="inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-accent-ink"
                >
                  {texts.button}
                </button>
              </Form>
            )}
          </>
        )}
        <p className="mt-10">{props.footer}</p>
      </div>
    </>
  );
}
