import { unsubscribeMessages } from '@artshop/shared';
import { UnsubscribeView } from '../../components/unsubscribe/unsubscribe-view';
import { useSearchParams } from '../../lib/router';
import { useGetUnsubscribeStatusQuery, useUnsubscribeMutation } from './unsubscribe.api';

const texts = {
  missingToken: unsubscribeMessages.missingToken,
  unknownToken: unsubscribeMessages.unknownToken,
  alreadyUnsubscribed: unsubscribeMessages.alreadyUnsubscribed,
  question: unsubscribeMessages.question,
  failed: unsubscribeMessages.failed,
  button: 'Unsubscribe',
};

/** /unsubscribe?token=… (decision 0046): the newsletter's unsubscribe link. */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const status = useGetUnsubscribeStatusQuery(token, { skip: !token });
  const [unsubscribe, result] = useUnsubscribeMutation();
  return (
    <UnsubscribeView
      token={token}
      status={status}
      result={result}
      doneText={result.isSuccess ? result.data.message : undefined}
      onUnsubscribe={() => void unsubscribe(token).catch(() => undefined)}
      texts={texts}
    />
  );
}
