import { savedMessages } from '@artshop/shared';
import { UnsubscribeView } from '../../../components/unsubscribe/unsubscribe-view';
import { useSearchParams } from '../../../lib/router';
import {
  useGetSavedAlertsStatusQuery,
  useUnsubscribeSavedAlertsMutation,
} from '../saved-alerts.api';

const texts = {
  missingToken: savedMessages.unsubscribeMissingToken,
  unknownToken: savedMessages.unsubscribeUnknownToken,
  alreadyUnsubscribed: savedMessages.alreadyUnsubscribed,
  question: savedMessages.unsubscribeQuestion,
  failed: savedMessages.unsubscribeFailed,
  button: savedMessages.unsubscribeButton,
};

/**
 * /saved-alerts/unsubscribe?token=… (decision 0122): the saved pieces' alert's unsubscribe link;
 * its button withdraws 'Offers by email'.
 */
export function SavedAlertsUnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const status = useGetSavedAlertsStatusQuery(token, { skip: !token });
  const [unsubscribe, result] = useUnsubscribeSavedAlertsMutation();
  return (
    <UnsubscribeView
      token={token}
      status={status}
      result={result}
      doneText={result.isSuccess ? savedMessages.unsubscribed : undefined}
      onUnsubscribe={() => void unsubscribe(token).catch(() => undefined)}
      texts={texts}
    />
  );
}
