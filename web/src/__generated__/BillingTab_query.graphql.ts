/**
 * @generated SignedSource<<37617fba62ab0200bc91ab445574990a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BillingTab_query$data = {
  readonly billingPlans: ReadonlyArray<{
    readonly id: string;
    readonly interval: string | null | undefined;
    readonly isPro: boolean;
    readonly name: string;
    readonly price: string;
    readonly priceId: string | null | undefined;
  }>;
  readonly viewer: {
    readonly billing: {
      readonly billingConfigured: boolean;
      readonly isPremium: boolean;
      readonly latestPaidSubscriptionId: string | null | undefined;
      readonly paidSubscriptions: ReadonlyArray<{
        readonly cancelAtPeriodEnd: boolean;
        readonly currentPeriodEndAt: any;
        readonly id: string;
        readonly plan: string | null | undefined;
        readonly source: string;
      }>;
      readonly premiumUntil: any | null | undefined;
    };
    readonly hasVerifiedEmail: boolean;
    readonly isGuest: boolean;
    readonly settings: {
      readonly accountSettings: {
        readonly isPremium: boolean;
        readonly maxAudioDigestMinutesPerMonth: number | null | undefined;
        readonly maxContentItemActions: number | null | undefined;
        readonly maxContentItemFilters: number | null | undefined;
        readonly maxContentItemTags: number | null | undefined;
        readonly maxContentItemsTagged: number | null | undefined;
        readonly maxDigestsPerMonth: number | null | undefined;
        readonly maxNewFeedsPerWeek: number | null | undefined;
        readonly maxOutputFeeds: number | null | undefined;
        readonly maxScheduledDigests: number | null | undefined;
        readonly maxSubscriptionTags: number | null | undefined;
        readonly maxSubscriptions: number | null | undefined;
        readonly maxTextDigestCharactersPerMonth: number | null | undefined;
        readonly maxWebsiteFeeds: number | null | undefined;
      };
    };
    readonly usage: {
      readonly audioDigestMinutesLastMonthCount: number;
      readonly contentItemActionCount: number;
      readonly contentItemFilterCount: number;
      readonly contentItemTagCount: number;
      readonly contentItemsTaggedCount: number;
      readonly digestsLastMonthCount: number;
      readonly newFeedsLastWeekCount: number;
      readonly outputFeedCount: number;
      readonly scheduledDigestCount: number;
      readonly subscriptionCount: number;
      readonly subscriptionTagCount: number;
      readonly textDigestCharactersLastMonthCount: number;
      readonly websiteFeedCount: number;
    };
  } | null | undefined;
  readonly " $fragmentType": "BillingTab_query";
};
export type BillingTab_query$key = {
  readonly " $data"?: BillingTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingTab_query">;
};

import BillingTabRefetchQuery_graphql from './BillingTabRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPremium",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": BillingTabRefetchQuery_graphql
    }
  },
  "name": "BillingTab_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BillingPlan",
      "kind": "LinkedField",
      "name": "billingPlans",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interval",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priceId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPro",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isGuest",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasVerifiedEmail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Billing",
          "kind": "LinkedField",
          "name": "billing",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "billingConfigured",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "premiumUntil",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "latestPaidSubscriptionId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PaidSubscription",
              "kind": "LinkedField",
              "name": "paidSubscriptions",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "source",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "plan",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "cancelAtPeriodEnd",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "currentPeriodEndAt",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Usage",
          "kind": "LinkedField",
          "name": "usage",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "subscriptionCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "subscriptionTagCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contentItemTagCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contentItemsTaggedCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "newFeedsLastWeekCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "textDigestCharactersLastMonthCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "audioDigestMinutesLastMonthCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "outputFeedCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contentItemFilterCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contentItemActionCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "digestsLastMonthCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "scheduledDigestCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "websiteFeedCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Settings",
          "kind": "LinkedField",
          "name": "settings",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AccountSettings",
              "kind": "LinkedField",
              "name": "accountSettings",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxSubscriptions",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxSubscriptionTags",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxContentItemTags",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxContentItemsTagged",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxNewFeedsPerWeek",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxTextDigestCharactersPerMonth",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxAudioDigestMinutesPerMonth",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxOutputFeeds",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxContentItemFilters",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxContentItemActions",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxDigestsPerMonth",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxScheduledDigests",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxWebsiteFeeds",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "af8a6535e5f9b09e302a6ad95b6f1d12";

export default node;
