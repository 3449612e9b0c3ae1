import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { buildVendor } from '../../games/test-games';
import { VendorMenu } from './vendor-menu';

const vendors = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildVendor({ vassalage: `V${index}`, title: `Vendor ${index}` }),
  );

describe('VendorMenu', () => {
  afterEach(cleanup);

  it('has no arrows for 8 vendors', () => {
    renderWithProviders(<VendorMenu vendors={vendors(8)} selected="V0" onSelect={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'More providers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous providers' })).toBeNull();
  });

  it('turns a whole view (its width and one gap) with the arrows past 8 vendors', () => {
    renderWithProviders(<VendorMenu vendors={vendors(9)} selected="V0" onSelect={vi.fn()} />);
    const strip = screen.getByRole('group', { name: 'Game providers' });
    const scrollBy = vi.fn();
    Object.assign(strip, { scrollBy });
    Object.defineProperty(strip, 'clientWidth', { value: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'More providers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous providers' }));
    expect(scrollBy.mock.calls).toEqual([
      [{ left: 508, behavior: 'smooth' }],
      [{ left: -508, behavior: 'smooth' }],
    ]);
  });

  it('shows 10 slides a view and moves between vendors with the arrow keys, Home and End', () => {
    renderWithProviders(<VendorMenu vendors={vendors(12)} selected="V0" onSelect={vi.fn()} />);
    const carousel = screen.getByRole('region', { name: 'Game providers' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel.style.getPropertyValue('--slides')).toBe('10');
    const vendor = (index: number) => screen.getByRole('button', { name: `Vendor ${index}` });
    vendor(0).focus();
    fireEvent.keyDown(vendor(0), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(vendor(1));
    fireEvent.keyDown(vendor(1), { key: 'End' });
    expect(document.activeElement).toBe(vendor(11));
    fireEvent.keyDown(vendor(11), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(vendor(11));
    fireEvent.keyDown(vendor(11), { key: 'Home' });
    expect(document.activeElement).toBe(vendor(0));
    fireEvent.keyDown(vendor(0), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(vendor(0));
  });

  it('marks the selected vendor and reports a choice', () => {
    const onSelect = vi.fn();
    renderWithProviders(<VendorMenu vendors={vendors(3)} selected="V1" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: /Vendor 1/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: /Vendor 2/ }));
    expect(onSelect).toHaveBeenCalledWith('V2');
  });
});
