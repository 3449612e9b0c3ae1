import { describe, expect, it } from 'vitest';
import { allPermissions, can, permissions, permissionsOf, staffRoles } from './staff-roles.js';

describe('the staff role matrix', () => {
  it('gives admin every permission', () => {
    expect(permissionsOf('admin')).toEqual(allPermissions);
  });

  it('lists for each role exactly the permissions `can` allows, in the matrix order', () => {
    for (const role of staffRoles) {
      expect(permissionsOf(role)).toEqual(allPermissions.filter((p) => can(role, p)));
    }
  });

  it('keeps money decisions with finance and staff management with admin only', () => {
    expect(staffRoles.filter((role) => can(role, 'cashier.decide'))).toEqual(['admin', 'finance']);
    expect(staffRoles.filter((role) => can(role, 'staff.manage'))).toEqual(['admin']);
    expect(can('content', 'cashier.read')).toBe(false);
    expect(can('viewer', 'cashier.read')).toBe(true);
  });

  it('never names admin in a permission (it holds all of them anyway)', () => {
    for (const roles of Object.values(permissions)) {
      expect(roles as readonly string[]).not.toContain('admin');
    }
  });
});
