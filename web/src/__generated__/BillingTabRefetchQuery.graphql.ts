/**
 * @generated SignedSource<<e090f0b4552522a6e2f4d5f324f8300d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BillingTabRefetchQuery$variables = Record<PropertyKey, never>;
export type BillingTabRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BillingTab_query">;
};
export type BillingTabRefetchQuery = {
  response: BillingTabRefetchQuery$data;
  variables: BillingTabRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
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
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BillingTabRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "BillingTab_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BillingTabRefetchQuery",
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
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "31ec3bf8ac4190e2cdf14c65a23dece6",
    "id": null,
    "metadata": {},
    "name": "BillingTabRefetchQuery",
    "operationKind": "query",
    "text": "query BillingTabRefetchQuery {\n  ...BillingTab_query\n}\n\nfragment BillingTab_query on Query {\n  billingPlans {\n    id\n    name\n    price\n    interval\n    priceId\n    isPro\n  }\n  viewer {\n    isGuest\n    hasVerifiedEmail\n    billing {\n      billingConfigured\n      isPremium\n      premiumUntil\n      latestPaidSubscriptionId\n      paidSubscriptions {\n        id\n        source\n        plan\n        cancelAtPeriodEnd\n        currentPeriodEndAt\n      }\n    }\n    usage {\n      subscriptionCount\n      subscriptionTagCount\n      contentItemTagCount\n      contentItemsTaggedCount\n      newFeedsLastWeekCount\n      textDigestCharactersLastMonthCount\n      audioDigestMinutesLastMonthCount\n      outputFeedCount\n      contentItemFilterCount\n      contentItemActionCount\n      digestsLastMonthCount\n      scheduledDigestCount\n      websiteFeedCount\n    }\n    settings {\n      accountSettings {\n        isPremium\n        maxSubscriptions\n        maxSubscriptionTags\n        maxContentItemTags\n        maxContentItemsTagged\n        maxNewFeedsPerWeek\n        maxTextDigestCharactersPerMonth\n        maxAudioDigestMinutesPerMonth\n        maxOutputFeeds\n        maxContentItemFilters\n        maxContentItemActions\n        maxDigestsPerMonth\n        maxScheduledDigests\n        maxWebsiteFeeds\n      }\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "af8a6535e5f9b09e302a6ad95b6f1d12";

export default node;
