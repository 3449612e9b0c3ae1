import type { CentrePageProps } from '../../../components/centre/centre-page';
import { ContractPage } from './contract-page';

/** The four contract pages of the agent-centre menu: one page, parameterised by kind. */
export const DividendContractPage = (_props: CentrePageProps) => <ContractPage kind="dividend" />;
export const DailySalaryPage = (_props: CentrePageProps) => <ContractPage kind="daily" />;
export const HourlySalaryPage = (_props: CentrePageProps) => <ContractPage kind="hourly" />;
export const RealtimeSalaryPage = (_props: CentrePageProps) => <ContractPage kind="realtime" />;
