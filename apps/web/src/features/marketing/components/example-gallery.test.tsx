import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../marketing-i18n.ts';
import { ExampleGallery } from './example-gallery.tsx';

const thumbnail = (name: RegExp) => screen.getByRole('button', { name });

describe('the example pins and their lightbox', () => {
  it('shows six lazy pictures in AVIF and WebP with sizes and alt text', () => {
    render(<ExampleGallery />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(6);
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('width')).toBe('400');
      expect(image.getAttribute('height')).toBe('600');
      expect(image.getAttribute('alt')).toMatch(/pin/i);
    }
    const sources = document.querySelectorAll('picture source');
    expect([...sources].map((source) => source.getAttribute('type'))).toContain('image/avif');
    expect(sources[0]?.getAttribute('srcset')).toMatch(/400w, .*800w$/);
  });

  it('opens full size, moves with the arrow keys and buttons, and gives focus back on Esc', async () => {
    render(<ExampleGallery />);
    const first = thumbnail(/AirPods Pro 2/);
    first.focus();
    fireEvent.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Example pin 1 of 6' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Example pin 2 of 6' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'Example pin 6 of 6' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'Example pin 2 of 6' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus returns to the thumbnail of the pin last shown.
    await waitFor(() => expect(document.activeElement).toBe(thumbnail(/Ninja AF101/)));
  });
});
