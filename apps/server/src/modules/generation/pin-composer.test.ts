import { describe, expect, it } from 'vitest';
import { composePin, PIN_HEIGHT, PIN_WIDTH } from './pin-composer.ts';

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the pin composer', () => {
  it('draws three different 1000×1500 pins, the same way every time, with a 100-character title', async () => {
    const title = `${'A'.repeat(40)} vs ${'B'.repeat(40)}: which one wins?`;
    const pins = await Promise.all(
      ([1, 2, 3] as const).map((variant) =>
        composePin({
          title: title.slice(0, 100),
          products: ['Apple AirPods Pro 2', 'Sony WF-1000XM5'],
          variant,
        }),
      ),
    );
    for (const pin of pins) expect(pngSize(pin.png)).toEqual({ width: PIN_WIDTH, height: PIN_HEIGHT });
    expect(new Set(pins.map((pin) => pin.png.toString('base64'))).size).toBe(3);
    const again = await composePin({
      title: title.slice(0, 100),
      products: ['Apple AirPods Pro 2', 'Sony WF-1000XM5'],
      variant: 1,
    });
    expect(again.png.equals(pins[0]?.png ?? Buffer.alloc(0))).toBe(true);
  });
});
