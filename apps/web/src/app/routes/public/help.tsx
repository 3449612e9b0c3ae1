import { HelpCenter } from '../../../features/help/components/help-center';

/** /help and every path below it. */
export function HelpRoute() {
  return <HelpCenter withTitle />;
}

/** /helpmc: the help centre for embedding, without header or title. */
export function HelpEmbeddedRoute() {
  return <HelpCenter />;
}
