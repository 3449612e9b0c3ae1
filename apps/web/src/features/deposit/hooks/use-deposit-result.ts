import { create } from 'zustand';

interface DepositResultState {
  /** The order a payment gateway sent the member back with, shown on the deposit page. */
  orderNo: string | null;
  show: (orderNo: string) => void;
  dismiss: () => void;
}

export const useDepositResult = create<DepositResultState>((set) => ({
  orderNo: null,
  show: (orderNo) => set({ orderNo }),
  dismiss: () => set({ orderNo: null }),
}));
