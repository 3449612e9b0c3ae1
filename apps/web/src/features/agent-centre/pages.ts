import type { ComponentType, LazyExoticComponent } from 'react';
import type { CentrePageProps } from '../member-centre/pages';

type CentrePage = LazyExoticComponent<ComponentType<CentrePageProps>>;

/**
 * The agent-centre pages this site has built, by page key (none yet: the agent tools come in a
 * later release, and the overlay says so). A page appears in the menu by adding one line.
 */
export const agentCentrePages: Readonly<Record<string, CentrePage>> = {};

export const builtAgentPages: ReadonlySet<string> = new Set(Object.keys(agentCentrePages));
