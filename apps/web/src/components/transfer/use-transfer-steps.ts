import { useState } from 'react';
import { newReference } from '../../lib/new-reference';

export type TransferStep<R> =
  { name: 'amount' } | { name: 'confirm'; amount: bigint } | { name: 'done'; result: R };

/**
 * The steps of a transfer: the amount, its confirmation, its result. One reference per amount,
 * kept across retries, so confirming again after a lost answer or a double press cannot send
 * twice; a new amount forgets the last attempt's failure.
 */
export function useTransferSteps<R>(send: { reset: () => void }) {
  const [step, setStep] = useState<TransferStep<R>>({ name: 'amount' });
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState(newReference);

  const changeAmount = (value: string) => {
    setAmount(value);
    setReference(newReference());
    send.reset();
  };
  return {
    step,
    amount,
    reference,
    changeAmount,
    confirm: (minor: bigint) => setStep({ name: 'confirm', amount: minor }),
    done: (result: R) => setStep({ name: 'done', result }),
    back: () => {
      send.reset();
      setStep({ name: 'amount' });
    },
    startOver: () => {
      changeAmount('');
      setStep({ name: 'amount' });
    },
  };
}
