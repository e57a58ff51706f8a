import { describe, expect, it } from 'vitest';
import { PRODUCT_TEMPLATES, templateProductNames } from './product-templates.ts';

describe("a template's product names", () => {
  it('are the two sides of its name', () => {
    expect(templateProductNames({ name: 'AirPods Pro 2 vs Sony WF-1000XM5' })).toEqual([
      'AirPods Pro 2',
      'Sony WF-1000XM5',
    ]);
  });

  it('name both products of every template', () => {
    for (const template of PRODUCT_TEMPLATES) {
      const [first, second] = templateProductNames(template);
      expect(first, template.id).not.toBe(second);
      expect(`${first} vs ${second}`).toBe(template.name);
    }
  });
});
