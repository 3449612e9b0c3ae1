import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import './points-settings-screen';
import './catalogue-screen';
import './redeems-screen';
import './grants-screen';

const config = {
  enabled: true,
  conversion: { points: 100, amount: 1, minPoints: 500 },
  rules: { EN: 'Earn points on every bet.' },
};
const rates = { rates: [{ category: 'RNG', points: 1, perAmount: 100 }] };

const reward = (overrides: Record<string, unknown> = {}) => ({
  id: 4,
  type: 'physical',
  names: { EN: 'Team jersey', CN: '球衣' },
  descriptions: {},
  imageUrl: 'https://cdn.example.com/jersey.png',
  points: 5000,
  amount: null,
  turnoverMultiple: null,
  bonusExpiryDays: null,
  ticketKind: null,
  requirement: null,
  stock: 12,
  redeemed: 3,
  perMemberLimit: 1,
  active: true,
  sortOrder: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const redeem = {
  id: 11,
  rewardId: 4,
  username: 'bob77',
  reviewerId: null,
  transNo: 'P20261127000011',
  applyTime: '2026-11-27T05:00:00.000Z',
  type: 'physical',
  name: 'Team jersey',
  quantity: 1,
  points: 5000,
  requirement: null,
  status: 'applying',
  changedPoints: -5000,
  balanceAfter: 200,
  remark: '',
  updatedTime: null,
};
const redeemPage = { list: [redeem], page: 1, pageSize: 25, total: 1 };

describe('points settings and rates', () => {
  it('saves the conversion rule and the rates a marketer changes', async () => {
    const { calls } = await renderConsole('/marketing/points', {
      role: 'marketing',
      routes: {
        'GET /points/config': config,
        'GET /points/rates': rates,
        'PUT /points/config': config,
        'PUT /points/rates': rates,
      },
    });
    const minimum = await screen.findByLabelText('Smallest conversion (points)');
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Points settings saved')).toBeTruthy();
    expect(
      calls.find((call) => call.method === 'PUT' && call.path === '/points/config')?.body,
    ).toEqual({
      ...config,
      conversion: { points: 100, amount: 1, minPoints: 1000 },
    });

    await userEvent.click(screen.getByLabelText('LIVE earns points'));
    const live = screen.getByLabelText('Turnover per points in LIVE');
    await userEvent.clear(live);
    await userEvent.type(live, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Earning rates saved')).toBeTruthy();
    expect(
      calls.find((call) => call.method === 'PUT' && call.path === '/points/rates')?.body,
    ).toEqual({
      rates: [
        { category: 'RNG', points: 1, perAmount: 100 },
        { category: 'LIVE', points: 1, perAmount: 200 },
      ],
    });
  });

  it('refuses what the shared schema refuses before calling', async () => {
    const { calls } = await renderConsole('/marketing/points', {
      role: 'admin',
      routes: { 'GET /points/config': config, 'GET /points/rates': rates },
    });
    const amount = await screen.findByLabelText('Amount paid');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Check these fields: conversion.amount/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a viewer the settings without a way to change them', async () => {
    await renderConsole('/marketing/points', {
      role: 'viewer',
      routes: { 'GET /points/config': config, 'GET /points/rates': rates },
    });
    const minimum = (await screen.findByLabelText(
      'Smallest conversion (points)',
    )) as HTMLInputElement;
    expect(minimum.value).toBe('500');
    expect(minimum.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save rates' })).toBeNull();
  });
});

describe('the mall catalogue', () => {
  it('lists rewards with stock and image, adds units and takes one off', async () => {
    const { calls } = await renderConsole('/marketing/points/catalogue', {
      role: 'content',
      routes: {
        'GET /points/rewards': { list: [reward()] },
        'POST /points/rewards/:id/stock': reward({ stock: 22 }),
        'DELETE /points/rewards/:id': reward({ active: false }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Catalogue' });
    const row = (await within(table).findByText('Team jersey')).closest('tr')!;
    expect(within(row).getByText('12')).toBeTruthy();
    expect(row.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example.com/jersey.png',
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Stock' }));
    const stock = await screen.findByRole('dialog', { name: 'Stock of Team jersey' });
    await userEvent.type(within(stock).getByLabelText('Units to add'), '10');
    await userEvent.click(within(stock).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Stock is now 22')).toBeTruthy();
    expect(calls.find((call) => call.path === '/points/rewards/4/stock')?.body).toEqual({
      change: 10,
    });

    await userEvent.click(within(row).getByRole('button', { name: 'Take off' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Take Team jersey off the catalogue?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Take off' }));
    expect(await screen.findByText('Reward taken off the catalogue')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/points/rewards/4');
  });

  it('adds a cash reward checked by the shared schema', async () => {
    const { calls } = await renderConsole('/marketing/points/catalogue', {
      role: 'marketing',
      routes: {
        'GET /points/rewards': { list: [] },
        'POST /points/rewards': reward({ type: 'cash', amount: 10 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New reward' }));
    const dialog = await screen.findByRole('dialog', { name: 'New reward' });
    await userEvent.type(within(dialog).getByLabelText('Points'), '1000');
    await userEvent.type(within(dialog).getByLabelText('Name (EN)'), 'Cash 10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // A cash reward needs its amount.
    expect(await within(dialog).findByText(/Check these fields: amount/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Amount'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Reward added to the catalogue')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      type: 'cash',
      names: { EN: 'Cash 10' },
      points: 1000,
      amount: 10,
      stock: null,
      active: true,
    });
  });

  it('hides the changes from a role without engagement.manage', async () => {
    await renderConsole('/marketing/points/catalogue', {
      role: 'finance',
      routes: { 'GET /points/rewards': { list: [reward()] } },
    });
    expect(await screen.findByText('Team jersey')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New reward' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take off' })).toBeNull();
  });
});

describe('the redeem queue', () => {
  it('filters, marks an item in process and rejects another with the reason', async () => {
    const { calls } = await renderConsole('/marketing/points/redeems?status=applying', {
      role: 'risk',
      routes: {
        'GET /points/redeems': redeemPage,
        'POST /points/redeems/:id/process': { ...redeem, status: 'in_process' },
        'POST /points/redeems/:id/reject': { ...redeem, status: 'rejected' },
      },
    });
    const row = (await screen.findByText('bob77')).closest('tr')!;
    expect(calls.find((call) => call.path === '/points/redeems')?.query).toMatchObject({
      status: 'applying',
    });
    await userEvent.click(within(row).getByRole('button', { name: 'In process' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark P20261127000011 as being sent?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'In process' }));
    expect(await screen.findByText('P20261127000011 is in process')).toBeTruthy();
    expect(calls.find((call) => call.path === '/points/redeems/11/process')?.method).toBe('POST');

    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject P20261127000011?' });
    await userEvent.type(
      within(dialog).getByLabelText('Reason (the member reads it)'),
      'Out of stock in your size',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('P20261127000011 rejected')).toBeTruthy();
    expect(calls.find((call) => call.path === '/points/redeems/11/reject')?.body).toEqual({
      reason: 'Out of stock in your size',
    });
  });

  it('lets a marketer read the queue but not decide', async () => {
    await renderConsole('/marketing/points/redeems', {
      role: 'marketing',
      routes: { 'GET /points/redeems': redeemPage },
    });
    const row = (await screen.findByText('bob77')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

describe('points grants', () => {
  it('takes points from a member with a reason after confirming', async () => {
    const { calls } = await renderConsole('/marketing/points/grants', {
      role: 'finance',
      routes: {
        'POST /points/grants': { username: 'bob77', points: -50, balance: 150, reference: 'PG1' },
      },
    });
    await userEvent.type(await screen.findByLabelText('Member'), 'bob77');
    await userEvent.type(screen.getByLabelText('Points'), '-50');
    await userEvent.type(screen.getByLabelText('Reason'), 'Duplicate award');
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take 50 points from bob77?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('bob77 now has 150 points')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'bob77',
      points: -50,
      reason: 'Duplicate award',
    });
  });

  it('refuses zero points and tells a marketer they cannot grant', async () => {
    const first = await renderConsole('/marketing/points/grants', { role: 'risk' });
    await userEvent.type(await screen.findByLabelText('Member'), 'bob77');
    await userEvent.type(screen.getByLabelText('Points'), '0');
    await userEvent.type(screen.getByLabelText('Reason'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Give or take at least one point')).toBeTruthy();
    expect(first.calls.some((call) => call.method === 'POST')).toBe(false);
    first.unmount();

    await renderConsole('/marketing/points/grants', { role: 'marketing' });
    expect(
      await screen.findByText('Your role can read points but not give or take them.'),
    ).toBeTruthy();
  });
});
