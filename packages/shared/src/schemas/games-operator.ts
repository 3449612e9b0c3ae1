import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants/site.js';
import { GAME_CLASSIFIES, GAME_KINDS } from './games.js';
import { operatorListQuery, operatorPageSchema, sortParamSchema } from './operator-list.js';

/**
 * The console's calls on the games catalogue (decision 043): vendors with their maintenance,
 * order and switch, and the games with their flags, order, minimum bet and classify. Every change
 * is audited and moves the content version, so the portal's kept lists change at once
 * (decision 022). Amounts travel as decimals with at most 2 decimals.
 */

const vendorCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);
const sortOrder = z.number().int().min(0).max(100_000);

// ---- Vendors --------------------------------------------------------------------------------
/** One vendor row: a vendor code appears once per category it has games in. */
export const operatorVendorSchema = z.object({
  id: z.number().int(),
  category: z.enum(GAME_CATEGORIES),
  code: z.string(),
  title: z.string(),
  maintenance: z.boolean(),
  enabled: z.boolean(),
  /** Place in the category's vendor menu, smallest first. */
  sort: z.number().int(),
  isHot: z.boolean(),
  walletMode: z.enum(['seamless', 'transfer']),
  provider: z.string(),
  /** Catalogue rows of the vendor in the category (games and vassalage tiles, any state). */
  games: z.number().int(),
  updatedAt: z.string(),
});
export type OperatorVendor = z.infer<typeof operatorVendorSchema>;

export const VENDOR_SORT_FIELDS = ['sort', 'code', 'title', 'games'] as const;

/** GET /wps/operator/games/vendors: in menu order (category, then sort) unless `sort` says otherwise. */
export const operatorVendorsQuerySchema = z.strictObject({
  category: z.enum(GAME_CATEGORIES).optional(),
  /** Part of the code or the title, any case. */
  q: z.string().trim().min(1).max(64).optional(),
  sort: sortParamSchema(VENDOR_SORT_FIELDS),
  ...operatorListQuery,
});
export type OperatorVendorsQuery = z.output<typeof operatorVendorsQuerySchema>;
export const operatorVendorsValueSchema = operatorPageSchema(operatorVendorSchema);

export const vendorCodeParamsSchema = z.strictObject({ code: vendorCode });

/**
 * PUT /wps/operator/games/vendors/:code. Without `category` the change applies to the code's row
 * in every category (a vendor's maintenance usually is the whole vendor's); answers the rows changed.
 */
export const updateVendorPayloadSchema = z
  .strictObject({
    category: z.enum(GAME_CATEGORIES).optional(),
    maintenance: z.boolean().optional(),
    enabled: z.boolean().optional(),
    sort: sortOrder.optional(),
  })
  .refine(
    (body) => [body.maintenance, body.enabled, body.sort].some((value) => value !== undefined),
    { message: 'nothing to change' },
  );
export type UpdateVendorPayload = z.infer<typeof updateVendorPayloadSchema>;
export const updateVendorValueSchema = z.array(operatorVendorSchema);

// ---- Games ----------------------------------------------------------------------------------
/** Flags a game list can be narrowed to; `disabled` keeps the games switched off. */
export const GAME_FLAGS = ['maintenance', 'hot', 'new', 'disabled'] as const;
export type GameFlag = (typeof GAME_FLAGS)[number];

export const GAME_SORT_FIELDS = ['sort', 'name', 'minBet', 'nodeId', 'updatedAt'] as const;

/** A catalogue game as the console edits it: every flag, in any state. */
export const operatorGameSchema = z.object({
  id: z.number().int(),
  nodeId: z.string(),
  category: z.enum(GAME_CATEGORIES),
  vendor: z.string(),
  vendorTitle: z.string(),
  gameCode: z.string(),
  kind: z.enum(GAME_KINDS),
  /** The e-game tab it shows under (RNG games only). */
  classify: z.enum(GAME_CLASSIFIES).nullable(),
  /** In English (the name the console searches and sorts by), and in every language it has. */
  name: z.string(),
  names: z.record(z.string(), z.string()),
  minBet: z.number(),
  minLineNum: z.number().int(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** The game's own maintenance flag. */
  maintenance: z.boolean(),
  enabled: z.boolean(),
  /** Its vendor's state, which the portal adds to the game's. */
  vendorMaintenance: z.boolean(),
  vendorEnabled: z.boolean(),
  /** Place in list order, smallest first. */
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type OperatorGame = z.infer<typeof operatorGameSchema>;

/**
 * GET /wps/operator/games: the whole catalogue, any state. `q` finds a game by the start of its
 * public id or provider code, or by part of its name in any language; `flags` keeps the games
 * holding every flag listed (`flags=hot,new`).
 */
export const operatorGamesQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(64).optional(),
  vendor: vendorCode.optional(),
  category: z.enum(GAME_CATEGORIES).optional(),
  classify: z.enum(GAME_CLASSIFIES).optional(),
  flags: z
    .string()
    .trim()
    .max(64)
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))])
    .pipe(z.array(z.enum(GAME_FLAGS)).min(1))
    .optional(),
  sort: sortParamSchema(GAME_SORT_FIELDS),
  ...operatorListQuery,
});
export type OperatorGamesQuery = z.output<typeof operatorGamesQuerySchema>;
export const operatorGamesValueSchema = operatorPageSchema(operatorGameSchema);

export const gameIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The largest minimum bet a game may ask: the house tables' own limit per bet. */
export const GAME_MIN_BET_MAX = 10_000;

/**
 * PUT /wps/operator/games/:id: at least one field. `minBet` and `classify` are for playable
 * games (not vassalage tiles), `classify` for RNG games only; `classify: null` clears it.
 */
export const updateGamePayloadSchema = z
  .strictObject({
    maintenance: z.boolean().optional(),
    isHot: z.boolean().optional(),
    isNew: z.boolean().optional(),
    enabled: z.boolean().optional(),
    sort: sortOrder.optional(),
    minBet: z.union([z.number(), z.string().trim().min(1).max(20)]).optional(),
    classify: z.enum(GAME_CLASSIFIES).nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'nothing to change',
  });
export type UpdateGamePayload = z.infer<typeof updateGamePayloadSchema>;
