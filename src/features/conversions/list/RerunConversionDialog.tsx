import type { Recording } from '@contract/gateway/recordings';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { onDismiss } from '@/components/ui/on-dismiss';
import { useCredits } from '@/data/credits/credits-query';
import { useReservedCredits } from '@/data/credits/reserved-credits-query';
import { orderCost } from '@/features/conversions/order-cost';
import { formatCredits } from '@/lib/format/human-readable';
import { billedSeconds } from '@contract/gateway/pricing';
import { conversionName } from '@contract/naming/conversion-name';

type Props = {
  original: Recording;
  conversion: Recording;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: unknown;
};

/**
 * Redo (a finished conversion) and retry (a failed one) spend credits like a new order of one voice: the dialog
 * says how many against the balance, and nothing is sent until the user agrees.
 */
export function RerunConversionDialog({ original, conversion, onClose, onConfirm, pending, error }: Props) {
  const credits = useCredits();
  const reserved = useReservedCredits();
  const balance = credits.data?.credits;
  const { cost, enough } = orderCost(original.duration, 1, balance ?? Number.POSITIVE_INFINITY, reserved);
  const verb = conversion.state === 'error' ? 'Retry' : 'Redo';
  const balanceText = balance === undefined ? (credits.error ? 'unavailable' : '…') : formatCredits(balance);
  return (
    <ConfirmDialog
      open
      onOpenChange={onDismiss(onClose)}
      tone="primary"
      title={`${verb} ${conversionName(conversion)}?`}
      description={
        <>
          It runs again with the same settings and replaces the current audio. It costs{' '}
          <strong data-testid="rerun-cost">{formatCredits(cost)}</strong> ({billedSeconds(original.duration).toFixed(2)}{' '}
          s × 1 voice); your balance is {balanceText}.{!enough && ' Not enough credits for this.'}
        </>
      }
      confirmLabel={`${verb} for ${formatCredits(cost)}`}
      confirmDisabled={!enough}
      pending={pending}
      error={error}
      onConfirm={onConfirm}
    />
  );
}
