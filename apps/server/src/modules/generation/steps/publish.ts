/**
 * Step 7's article: the images into the blog's media library, the post as a draft under the run's
 * slug, then published (publish-article.ts: each made once, however often the step is retried). The
 * campaign counts the article when it is newly published, before the checkpoint: a retry finds it
 * published and does not count it again.
 */
import { countPublishedArticle } from '../../campaigns/campaigns.service.ts';
import { publishArticle } from '../publish-article.ts';
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

export const publishStep = defineStep({
  key: 'post',
  needs: ['products', 'subject', 'plan', 'article', 'uniqueness', 'images', 'pins'],
  output: checkpointSchemas.post,
  shows: 'publishing',
  run: async ({ products, subject, plan, article, images, pins }, context) => {
    const { ctx, services, executionId, site, tag, store, drawn, run, language } = context;
    const post = await publishArticle(ctx, services, {
      executionId,
      site,
      tag,
      store,
      products,
      subject,
      plan,
      article,
      images,
      pins,
      pngs: drawn,
      language,
    });
    if (post.newlyPublished) await countPublishedArticle(ctx.db, run.campaign.id);
    return { postId: post.postId, link: post.link };
  },
  report: (post) => ({ blog_url: post.link }),
});
