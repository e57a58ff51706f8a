/** Step 4's words: three pins' titles, descriptions and alt texts, none like the campaign's earlier pins. */
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

export const pinCopyStep = defineStep({
  key: 'pins',
  needs: ['products', 'subject'],
  output: checkpointSchemas.pins,
  shows: 'images',
  status: 'processing_images',
  run: ({ products, subject }, { services, earlier }) =>
    services.pinCopy({ products, subject, earlierPins: earlier.flatMap((made) => made.pins) }),
});
