/**
 * @generated SignedSource<<b76df8cb115f7c627b14a35ca605f612>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpgradePageQuery$variables = Record<PropertyKey, never>;
export type UpgradePageQuery$data = {
  readonly billingPlans: ReadonlyArray<{
    readonly id: string;
    readonly interval: string | null | undefined;
    readonly isPro: boolean;
    readonly limits: {
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
    readonly name: string;
    readonly note: string | null | undefined;
    readonly price: string;
    readonly priceId: string | null | undefined;
  }>;
  readonly viewer: {
    readonly billing: {
      readonly billingConfigured: boolean;
      readonly isPremium: boolean;
    };
    readonly hasVerifiedEmail: boolean;
    readonly isGuest: boolean;
  } | null | undefined;
};
export type UpgradePageQuery = {
  response: UpgradePageQuery$data;
  variables: UpgradePageQuery$variables;
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
      "name": "note",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TierLimits",
      "kind": "LinkedField",
      "name": "limits",
      "plural": false,
      "selections": [
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isGuest",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasVerifiedEmail",
  "storageKey": null
},
v4 = {
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPremium",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpgradePageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UpgradePageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "047470c5664dd842e3e99a86550676ec",
    "id": null,
    "metadata": {},
    "name": "UpgradePageQuery",
    "operationKind": "query",
    "text": "query UpgradePageQuery {\n  billingPlans {\n    id\n    name\n    price\n    interval\n    note\n    priceId\n    isPro\n    limits {\n      maxSubscriptions\n      maxSubscriptionTags\n      maxContentItemTags\n      maxContentItemsTagged\n      maxNewFeedsPerWeek\n      maxTextDigestCharactersPerMonth\n      maxAudioDigestMinutesPerMonth\n      maxOutputFeeds\n      maxContentItemFilters\n      maxContentItemActions\n      maxDigestsPerMonth\n      maxScheduledDigests\n      maxWebsiteFeeds\n    }\n  }\n  viewer {\n    isGuest\n    hasVerifiedEmail\n    billing {\n      billingConfigured\n      isPremium\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "393fee1fab5908de71ca7d585d09635f";

export default node;
