/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ListingSummaryCard_listing on Business {\n    id\n    name\n    category\n    priceRange\n    photos {\n      small {\n        url\n        width\n        height\n      }\n    }\n  }\n": typeof types.ListingSummaryCard_ListingFragmentDoc,
    "\n  fragment PreferencesCard_preferences on Preferences {\n    currency\n    language\n    emailNotifications\n    pushNotifications\n  }\n": typeof types.PreferencesCard_PreferencesFragmentDoc,
    "\n  fragment AccountPage_user on User {\n    id\n    username\n    email\n    name\n    profilePictureUrl\n    hasPassword\n    connectedProviders\n    createdAt\n    preferences {\n      ...PreferencesCard_preferences\n    }\n  }\n": typeof types.AccountPage_UserFragmentDoc,
    "\n  query AccountRouteQuery {\n    me {\n      ...AccountPage_user\n    }\n    signInOptions {\n      provider\n      enabled\n    }\n  }\n": typeof types.AccountRouteQueryDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountPage_user\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      id\n      preferences {\n        ...PreferencesCard_preferences\n      }\n    }\n  }\n": typeof types.UpdatePreferencesDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      token\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n    }\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  mutation StartProviderConnection($provider: AuthProvider!) {\n    startProviderConnection(provider: $provider) {\n      url\n    }\n  }\n": typeof types.StartProviderConnectionDocument,
    "\n  mutation ConnectProvider($code: String!) {\n    connectProvider(code: $code) {\n      id\n      connectedProviders\n    }\n  }\n": typeof types.ConnectProviderDocument,
    "\n  fragment SessionUser_user on User {\n    id\n    username\n    email\n    name\n    profilePictureUrl\n    preferences {\n      currency\n      language\n      emailNotifications\n      pushNotifications\n    }\n  }\n": typeof types.SessionUser_UserFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  query SignInOptions {\n    signInOptions {\n      provider\n      enabled\n      startUrl\n    }\n  }\n": typeof types.SignInOptionsDocument,
    "\n  mutation ExchangeOAuthCode($code: String!) {\n    exchangeOAuthCode(code: $code) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.ExchangeOAuthCodeDocument,
    "\n  query BusinessListingRouteQuery($id: ID!) {\n    business(id: $id) {\n      id\n      ownedByViewer\n      hiddenPendingReview\n      ...BusinessForm_business\n      ...BusinessPhotos_business\n    }\n  }\n": typeof types.BusinessListingRouteQueryDocument,
    "\n  query AddressPin($address: String!) {\n    addressPin(address: $address) {\n      location {\n        lat\n        lng\n      }\n      onLand\n      district\n    }\n  }\n": typeof types.AddressPinDocument,
    "\n  query PinAt($point: PointInput!) {\n    pinAt(point: $point) {\n      onLand\n      district\n    }\n  }\n": typeof types.PinAtDocument,
    "\n  query NearPlaceQuery($query: String!) {\n    geocode(query: $query) {\n      best {\n        name\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.NearPlaceQueryDocument,
    "\n  mutation ReissueManagementCode($id: ID!) {\n    reissueManagementCode(id: $id) {\n      message\n      businessId\n      managementCode\n    }\n  }\n": typeof types.ReissueManagementCodeDocument,
    "\n  mutation ReportBusiness($input: ReportBusinessInput!) {\n    reportBusiness(input: $input) {\n      message\n      businessId\n    }\n  }\n": typeof types.ReportBusinessDocument,
    "\n  query BusinessesRouteQuery($first: Int!, $after: String, $category: BusinessCategory, $district: String, $query: String, $near: NearPointInput) {\n    businesses(first: $first, after: $after, category: $category, district: $district, query: $query, near: $near) {\n      edges {\n        cursor\n        distanceKm\n        node {\n          id\n          ...BusinessForm_business\n          ...BusinessPhotos_business\n          ownedByViewer\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BusinessesRouteQueryDocument,
    "\n  fragment BusinessForm_business on Business {\n    name\n    address\n    email\n    telephone\n    website\n    description\n    category\n    priceRange\n    languages\n    closedOnPoyaDays\n    openingHours {\n      day\n      opens\n      closes\n    }\n    location {\n      lat\n      lng\n    }\n    district\n  }\n": typeof types.BusinessForm_BusinessFragmentDoc,
    "\n  fragment BusinessPhotos_business on Business {\n    photos {\n      id\n      small {\n        url\n        width\n        height\n      }\n    }\n  }\n": typeof types.BusinessPhotos_BusinessFragmentDoc,
    "\n  query BusinessEditRouteQuery($id: ID!) {\n    business(id: $id) {\n      id\n      ownedByViewer\n      ...BusinessForm_business\n      ...BusinessPhotos_business\n    }\n  }\n": typeof types.BusinessEditRouteQueryDocument,
    "\n  query MyBusinessesQuery {\n    myBusinesses {\n      id\n      name\n      address\n      category\n      ...PendingReview_Business\n    }\n  }\n": typeof types.MyBusinessesQueryDocument,
    "\n  fragment PendingReview_Business on Business {\n    hiddenPendingReview\n    pendingReview {\n      reportCount\n      reasons {\n        reason\n        count\n      }\n      reviewRequestedAt\n    }\n  }\n": typeof types.PendingReview_BusinessFragmentDoc,
    "\n  query ReviewReportsRouteQuery {\n    reportedBusinesses(first: 50) {\n      reportCount\n      reporterCount\n      lastReportedAt\n      reviewRequestedAt\n      business {\n        id\n        name\n        address\n        category\n        hiddenPendingReview\n      }\n      reports {\n        id\n        reason\n        detail\n        createdAt\n        fromAccount\n      }\n    }\n  }\n": typeof types.ReviewReportsRouteQueryDocument,
    "\n  query ViewerRolesQuery {\n    me {\n      id\n      isAdmin\n    }\n  }\n": typeof types.ViewerRolesQueryDocument,
    "\n  mutation DeleteBusinessPhoto($businessId: ID!, $photoId: ID!, $managementCode: String) {\n    deleteBusinessPhoto(businessId: $businessId, photoId: $photoId, managementCode: $managementCode) {\n      message\n      business {\n        id\n        ...BusinessPhotos_business\n      }\n    }\n  }\n": typeof types.DeleteBusinessPhotoDocument,
    "\n  mutation ReorderBusinessPhotos($businessId: ID!, $photoIds: [ID!]!, $managementCode: String) {\n    reorderBusinessPhotos(businessId: $businessId, photoIds: $photoIds, managementCode: $managementCode) {\n      business {\n        id\n        ...BusinessPhotos_business\n      }\n    }\n  }\n": typeof types.ReorderBusinessPhotosDocument,
    "\n  mutation DeleteBusiness($id: ID!, $managementCode: String) {\n    deleteBusiness(id: $id, managementCode: $managementCode) {\n      id\n    }\n  }\n": typeof types.DeleteBusinessDocument,
    "\n  mutation RegisterBusiness($input: RegisterBusinessInput!) {\n    registerBusiness(input: $input) {\n      message\n      managementCode\n      locationNotice\n      business {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RegisterBusinessDocument,
    "\n  mutation RequestBusinessReview($id: ID!) {\n    requestBusinessReview(id: $id) {\n      message\n      business {\n        id\n        ...PendingReview_Business\n      }\n    }\n  }\n": typeof types.RequestBusinessReviewDocument,
    "\n  mutation ReviewBusinessReports($input: ReviewBusinessReportsInput!) {\n    reviewBusinessReports(input: $input) {\n      message\n      businessId\n      decision\n    }\n  }\n": typeof types.ReviewBusinessReportsDocument,
    "\n  mutation UpdateBusiness($id: ID!, $input: UpdateBusinessInput!, $managementCode: String) {\n    updateBusiness(id: $id, input: $input, managementCode: $managementCode) {\n      message\n      locationNotice\n      business {\n        id\n        ...BusinessForm_business\n      }\n    }\n  }\n": typeof types.UpdateBusinessDocument,
    "\n  mutation ClaimBusiness($id: ID!, $managementCode: String!) {\n    claimBusiness(id: $id, managementCode: $managementCode) {\n      message\n      business {\n        id\n        ownedByViewer\n        ...BusinessForm_business\n      }\n    }\n  }\n": typeof types.ClaimBusinessDocument,
    "\n  query DestinationNearby($slug: ID!) {\n    destination(slug: $slug) {\n      nearbyBusinesses(first: 6, radiusKm: 15) {\n        distanceKm\n        business {\n          ...ListingSummaryCard_listing\n        }\n      }\n    }\n  }\n": typeof types.DestinationNearbyDocument,
    "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      message\n    }\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  mutation EditTripPlan($id: ID!, $version: Int!, $edits: [PlanEditInput!]!, $idempotencyKey: String) {\n    editTripPlan(id: $id, version: $version, edits: $edits, idempotencyKey: $idempotencyKey) {\n      version\n      undo {\n        kind\n        attractionId\n        placeId\n        day\n        index\n        otherDay\n      }\n      plan {\n        ...PlanResult_result\n      }\n    }\n  }\n": typeof types.EditTripPlanDocument,
    "\n  query LatestTripPlan($id: ID!) {\n    tripPlan(id: $id) {\n      ...PlanResult_result\n    }\n  }\n": typeof types.LatestTripPlanDocument,
    "\n  mutation RewriteTripPlan($id: ID!, $version: Int!, $language: PlanLanguage!) {\n    rewriteTripPlan(id: $id, version: $version, language: $language) {\n      ...PlanResult_result\n    }\n  }\n": typeof types.RewriteTripPlanDocument,
    "\n  query PlannerRouteQuery {\n    mapConfig {\n      ...JourneyMap_settings\n    }\n    me {\n      ...PlanResult_viewer\n    }\n  }\n": typeof types.PlannerRouteQueryDocument,
    "\n  fragment JourneyMap_settings on MapConfig {\n    kind\n    browserKey\n    layersUrl\n  }\n": typeof types.JourneyMap_SettingsFragmentDoc,
    "\n  fragment PlanResult_viewer on User {\n    id\n    preferences {\n      currency\n    }\n  }\n": typeof types.PlanResult_ViewerFragmentDoc,
    "\n  fragment PlanResult_result on TripPlanResult {\n    id\n    title\n    source\n    createdAt\n    savedAt\n    version\n    language\n    plan {\n      ...PlanResult_plan\n    }\n  }\n": typeof types.PlanResult_ResultFragmentDoc,
    "\n  fragment PlanResult_plan on TripPlan {\n    start {\n      id\n      name\n      lat\n      lng\n    }\n    end {\n      id\n      name\n      lat\n      lng\n    }\n    days\n    people\n    startDate\n    interests\n    summary\n    notices\n    bases {\n      place {\n        id\n        name\n        lat\n        lng\n      }\n      nights\n      why\n      stayBudget {\n        rooms\n        perRoomPerNightLkr\n      }\n      suggestedListing {\n        ...ListingSummaryCard_listing\n      }\n    }\n    dayPlans {\n      day\n      date\n      title\n      narrative\n      base {\n        id\n        name\n        lat\n        lng\n      }\n      stops {\n        attractionId\n        name\n        category\n        lat\n        lng\n        start\n        visitMinutes\n        ticketsLkr\n        ticketPriceKnown\n        note\n      }\n      legs {\n        from\n        to\n        mode\n        depart\n        distanceKm\n        minutes\n        via\n        note\n        geometry\n      }\n      activities {\n        name\n        costLkr\n      }\n      warnings {\n        attractionId\n        code\n        message\n      }\n      startTime\n      endTime\n      activeMinutes\n      limitMinutes\n      costLkr\n    }\n    places {\n      attractionId\n      name\n      category\n      lat\n      lng\n      rating\n      day\n      reason\n    }\n    budget {\n      comfort\n      lines {\n        category\n        day\n        label\n        amountLkr\n        rateId\n        priceKnown\n        fee {\n          rowId\n          year\n          confidence\n          about\n          sourceUrl\n          publisher\n          sourceDate\n        }\n      }\n      totals {\n        category\n        amountLkr\n      }\n      totalLkr\n      perPersonLkr\n      requestedLkr\n      withinBudget\n      minimumTotalLkr\n      overByLkr\n      fitsInDays\n      fitsInDaysTotalLkr\n      options {\n        comfort\n        totalLkr\n        withinBudget\n      }\n      summary\n      ratesYear\n      exchangeRates {\n        currency\n        lkrPerUnit\n        year\n        asOf\n      }\n      unknownFees\n    }\n    tips {\n      category\n      text\n    }\n    customPlaces {\n      requested\n      matched\n      included\n      day\n      reason\n      requestedBy\n    }\n  }\n": typeof types.PlanResult_PlanFragmentDoc,
    "\n  mutation PlanTrip($input: PlanTripInput!) {\n    planTrip(input: $input) {\n      ...PlanResult_result\n    }\n  }\n": typeof types.PlanTripDocument,
    "\n  mutation SaveTripPlan($id: ID!) {\n    saveTripPlan(id: $id) {\n      id\n      title\n      savedAt\n    }\n  }\n": typeof types.SaveTripPlanDocument,
    "\n  query SavedPlanRouteQuery($id: ID!) {\n    tripPlan(id: $id) {\n      ...PlanResult_result\n    }\n    mapConfig {\n      ...JourneyMap_settings\n    }\n    me {\n      ...PlanResult_viewer\n    }\n  }\n": typeof types.SavedPlanRouteQueryDocument,
    "\n  query FindRoute($input: RouteInput!) {\n    route(input: $input) {\n      distanceKm\n      durationMinutes\n      geometry\n      waypointOrder\n      legs {\n        from {\n          id\n          name\n          lat\n          lng\n        }\n        to {\n          id\n          name\n          lat\n          lng\n        }\n        distanceKm\n        durationMinutes\n        roads\n      }\n    }\n  }\n": typeof types.FindRouteDocument,
    "\n  query AttractionsAlongRoute($input: AttractionsAlongRouteInput!) {\n    attractionsAlongRoute(input: $input) {\n      id\n      name\n      category\n      lat\n      lng\n      rating\n      ratingCount\n      priority\n      distanceFromRouteKm\n      nearestTown\n      visitHours\n    }\n  }\n": typeof types.AttractionsAlongRouteDocument,
    "\n  query SearchAttractions($query: String!) {\n    searchAttractions(query: $query, first: 8) {\n      id\n      name\n      category\n      lat\n      lng\n      nearestTown\n      rating\n    }\n  }\n": typeof types.SearchAttractionsDocument,
    "\n  query PlaceSuggestions($query: String!) {\n    geocodeSuggestions(query: $query, first: 6) {\n      id\n      name\n      label\n      kind\n      district\n    }\n  }\n": typeof types.PlaceSuggestionsDocument,
    "\n  fragment ShareDialog_link on TripPlanShareLink {\n    planId\n    title\n    url\n  }\n": typeof types.ShareDialog_LinkFragmentDoc,
    "\n  mutation ShareTripPlan($id: ID!) {\n    shareTripPlan(id: $id) {\n      ...ShareDialog_link\n    }\n  }\n": typeof types.ShareTripPlanDocument,
    "\n  mutation RevokeTripPlanShare($id: ID!) {\n    revokeTripPlanShare(id: $id) {\n      planId\n      revoked\n    }\n  }\n": typeof types.RevokeTripPlanShareDocument,
    "\n  query SharedPlanRouteQuery($token: String!) {\n    sharedTripPlan(token: $token) {\n      title\n      calendarUrl\n      plan {\n        ...PlanResult_plan\n      }\n    }\n    mapConfig {\n      ...JourneyMap_settings\n    }\n  }\n": typeof types.SharedPlanRouteQueryDocument,
    "\n  query DashboardRouteQuery {\n    myTrips {\n      id\n      startingLocation\n      stops\n      finalDestination\n      travelers\n      startDate\n      endDate\n      budget\n      createdAt\n    }\n    myTripPlans {\n      id\n      title\n      days\n      people\n      totalLkr\n      startDate\n      savedAt\n    }\n    mySharedTripPlans {\n      planId\n      title\n      url\n      createdAt\n    }\n  }\n": typeof types.DashboardRouteQueryDocument,
    "\n  mutation CreateTrip($input: CreateTripInput!, $idempotencyKey: String) {\n    createTrip(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.CreateTripDocument,
    "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteTripDocument,
    "\n  mutation DeleteTripPlan($id: ID!) {\n    deleteTripPlan(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteTripPlanDocument,
    "\n  mutation StopSharingPlan($id: ID!) {\n    revokeTripPlanShare(id: $id) {\n      planId\n      revoked\n    }\n  }\n": typeof types.StopSharingPlanDocument,
};
const documents: Documents = {
    "\n  fragment ListingSummaryCard_listing on Business {\n    id\n    name\n    category\n    priceRange\n    photos {\n      small {\n        url\n        width\n        height\n      }\n    }\n  }\n": types.ListingSummaryCard_ListingFragmentDoc,
    "\n  fragment PreferencesCard_preferences on Preferences {\n    currency\n    language\n    emailNotifications\n    pushNotifications\n  }\n": types.PreferencesCard_PreferencesFragmentDoc,
    "\n  fragment AccountPage_user on User {\n    id\n    username\n    email\n    name\n    profilePictureUrl\n    hasPassword\n    connectedProviders\n    createdAt\n    preferences {\n      ...PreferencesCard_preferences\n    }\n  }\n": types.AccountPage_UserFragmentDoc,
    "\n  query AccountRouteQuery {\n    me {\n      ...AccountPage_user\n    }\n    signInOptions {\n      provider\n      enabled\n    }\n  }\n": types.AccountRouteQueryDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountPage_user\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      id\n      preferences {\n        ...PreferencesCard_preferences\n      }\n    }\n  }\n": types.UpdatePreferencesDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      token\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n    }\n  }\n": types.SignOutEverywhereDocument,
    "\n  mutation StartProviderConnection($provider: AuthProvider!) {\n    startProviderConnection(provider: $provider) {\n      url\n    }\n  }\n": types.StartProviderConnectionDocument,
    "\n  mutation ConnectProvider($code: String!) {\n    connectProvider(code: $code) {\n      id\n      connectedProviders\n    }\n  }\n": types.ConnectProviderDocument,
    "\n  fragment SessionUser_user on User {\n    id\n    username\n    email\n    name\n    profilePictureUrl\n    preferences {\n      currency\n      language\n      emailNotifications\n      pushNotifications\n    }\n  }\n": types.SessionUser_UserFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  query SignInOptions {\n    signInOptions {\n      provider\n      enabled\n      startUrl\n    }\n  }\n": types.SignInOptionsDocument,
    "\n  mutation ExchangeOAuthCode($code: String!) {\n    exchangeOAuthCode(code: $code) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n": types.ExchangeOAuthCodeDocument,
    "\n  query BusinessListingRouteQuery($id: ID!) {\n    business(id: $id) {\n      id\n      ownedByViewer\n      hiddenPendingReview\n      ...BusinessForm_business\n      ...BusinessPhotos_business\n    }\n  }\n": types.BusinessListingRouteQueryDocument,
    "\n  query AddressPin($address: String!) {\n    addressPin(address: $address) {\n      location {\n        lat\n        lng\n      }\n      onLand\n      district\n    }\n  }\n": types.AddressPinDocument,
    "\n  query PinAt($point: PointInput!) {\n    pinAt(point: $point) {\n      onLand\n      district\n    }\n  }\n": types.PinAtDocument,
    "\n  query NearPlaceQuery($query: String!) {\n    geocode(query: $query) {\n      best {\n        name\n        lat\n        lng\n      }\n    }\n  }\n": types.NearPlaceQueryDocument,
    "\n  mutation ReissueManagementCode($id: ID!) {\n    reissueManagementCode(id: $id) {\n      message\n      businessId\n      managementCode\n    }\n  }\n": types.ReissueManagementCodeDocument,
    "\n  mutation ReportBusiness($input: ReportBusinessInput!) {\n    reportBusiness(input: $input) {\n      message\n      businessId\n    }\n  }\n": types.ReportBusinessDocument,
    "\n  query BusinessesRouteQuery($first: Int!, $after: String, $category: BusinessCategory, $district: String, $query: String, $near: NearPointInput) {\n    businesses(first: $first, after: $after, category: $category, district: $district, query: $query, near: $near) {\n      edges {\n        cursor\n        distanceKm\n        node {\n          id\n          ...BusinessForm_business\n          ...BusinessPhotos_business\n          ownedByViewer\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BusinessesRouteQueryDocument,
    "\n  fragment BusinessForm_business on Business {\n    name\n    address\n    email\n    telephone\n    website\n    description\n    category\n    priceRange\n    languages\n    closedOnPoyaDays\n    openingHours {\n      day\n      opens\n      closes\n    }\n    location {\n      lat\n      lng\n    }\n    district\n  }\n": types.BusinessForm_BusinessFragmentDoc,
    "\n  fragment BusinessPhotos_business on Business {\n    photos {\n      id\n      small {\n        url\n        width\n        height\n      }\n    }\n  }\n": types.BusinessPhotos_BusinessFragmentDoc,
    "\n  query BusinessEditRouteQuery($id: ID!) {\n    business(id: $id) {\n      id\n      ownedByViewer\n      ...BusinessForm_business\n      ...BusinessPhotos_business\n    }\n  }\n": types.BusinessEditRouteQueryDocument,
    "\n  query MyBusinessesQuery {\n    myBusinesses {\n      id\n      name\n      address\n      category\n      ...PendingReview_Business\n    }\n  }\n": types.MyBusinessesQueryDocument,
    "\n  fragment PendingReview_Business on Business {\n    hiddenPendingReview\n    pendingReview {\n      reportCount\n      reasons {\n        reason\n        count\n      }\n      reviewRequestedAt\n    }\n  }\n": types.PendingReview_BusinessFragmentDoc,
    "\n  query ReviewReportsRouteQuery {\n    reportedBusinesses(first: 50) {\n      reportCount\n      reporterCount\n      lastReportedAt\n      reviewRequestedAt\n      business {\n        id\n        name\n        address\n        category\n        hiddenPendingReview\n      }\n      reports {\n        id\n        reason\n        detail\n        createdAt\n        fromAccount\n      }\n    }\n  }\n": types.ReviewReportsRouteQueryDocument,
    "\n  query ViewerRolesQuery {\n    me {\n      id\n      isAdmin\n    }\n  }\n": types.ViewerRolesQueryDocument,
    "\n  mutation DeleteBusinessPhoto($businessId: ID!, $photoId: ID!, $managementCode: String) {\n    deleteBusinessPhoto(businessId: $businessId, photoId: $photoId, managementCode: $managementCode) {\n      message\n      business {\n        id\n        ...BusinessPhotos_business\n      }\n    }\n  }\n": types.DeleteBusinessPhotoDocument,
    "\n  mutation ReorderBusinessPhotos($businessId: ID!, $photoIds: [ID!]!, $managementCode: String) {\n    reorderBusinessPhotos(businessId: $businessId, photoIds: $photoIds, managementCode: $managementCode) {\n      business {\n        id\n        ...BusinessPhotos_business\n      }\n    }\n  }\n": types.ReorderBusinessPhotosDocument,
    "\n  mutation DeleteBusiness($id: ID!, $managementCode: String) {\n    deleteBusiness(id: $id, managementCode: $managementCode) {\n      id\n    }\n  }\n": types.DeleteBusinessDocument,
    "\n  mutation RegisterBusiness($input: RegisterBusinessInput!) {\n    registerBusiness(input: $input) {\n      message\n      managementCode\n      locationNotice\n      business {\n        id\n        name\n      }\n    }\n  }\n": types.RegisterBusinessDocument,
    "\n  mutation RequestBusinessReview($id: ID!) {\n    requestBusinessReview(id: $id) {\n      message\n      business {\n        id\n        ...PendingReview_Business\n      }\n    }\n  }\n": types.RequestBusinessReviewDocument,
    "\n  mutation ReviewBusinessReports($input: ReviewBusinessReportsInput!) {\n    reviewBusinessReports(input: $input) {\n      message\n      businessId\n      decision\n    }\n  }\n": types.ReviewBusinessReportsDocument,
    "\n  mutation UpdateBusiness($id: ID!, $input: UpdateBusinessInput!, $managementCode: String) {\n    updateBusiness(id: $id, input: $input, managementCode: $managementCode) {\n      message\n      locationNotice\n      business {\n        id\n        ...BusinessForm_business\n      }\n    }\n  }\n": types.UpdateBusinessDocument,
    "\n  mutation ClaimBusiness($id: ID!, $managementCode: String!) {\n    claimBusiness(id: $id, managementCode: $managementCode) {\n      message\n      business {\n        id\n        ownedByViewer\n        ...BusinessForm_business\n      }\n    }\n  }\n": types.ClaimBusinessDocument,
    "\n  query DestinationNearby($slug: ID!) {\n    destination(slug: $slug) {\n      nearbyBusinesses(first: 6, radiusKm: 15) {\n        distanceKm\n        business {\n          ...ListingSummaryCard_listing\n        }\n      }\n    }\n  }\n": types.DestinationNearbyDocument,
    "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      message\n    }\n  }\n": types.SubmitFeedbackDocument,
    "\n  mutation EditTripPlan($id: ID!, $version: Int!, $edits: [PlanEditInput!]!, $idempotencyKey: String) {\n    editTripPlan(id: $id, version: $version, edits: $edits, idempotencyKey: $idempotencyKey) {\n      version\n      undo {\n        kind\n        attractionId\n        placeId\n        day\n        index\n        otherDay\n      }\n      plan {\n        ...PlanResult_result\n      }\n    }\n  }\n": types.EditTripPlanDocument,
    "\n  query LatestTripPlan($id: ID!) {\n    tripPlan(id: $id) {\n      ...PlanResult_result\n    }\n  }\n": types.LatestTripPlanDocument,
    "\n  mutation RewriteTripPlan($id: ID!, $version: Int!, $language: PlanLanguage!) {\n    rewriteTripPlan(id: $id, version: $version, language: $language) {\n      ...PlanResult_result\n    }\n  }\n": types.RewriteTripPlanDocument,
    "\n  query PlannerRouteQuery {\n    mapConfig {\n      ...JourneyMap_settings\n    }\n    me {\n      ...PlanResult_viewer\n    }\n  }\n": types.PlannerRouteQueryDocument,
    "\n  fragment JourneyMap_settings on MapConfig {\n    kind\n    browserKey\n    layersUrl\n  }\n": types.JourneyMap_SettingsFragmentDoc,
    "\n  fragment PlanResult_viewer on User {\n    id\n    preferences {\n      currency\n    }\n  }\n": types.PlanResult_ViewerFragmentDoc,
    "\n  fragment PlanResult_result on TripPlanResult {\n    id\n    title\n    source\n    createdAt\n    savedAt\n    version\n    language\n    plan {\n      ...PlanResult_plan\n    }\n  }\n": types.PlanResult_ResultFragmentDoc,
    "\n  fragment PlanResult_plan on TripPlan {\n    start {\n      id\n      name\n      lat\n      lng\n    }\n    end {\n      id\n      name\n      lat\n      lng\n    }\n    days\n    people\n    startDate\n    interests\n    summary\n    notices\n    bases {\n      place {\n        id\n        name\n        lat\n        lng\n      }\n      nights\n      why\n      stayBudget {\n        rooms\n        perRoomPerNightLkr\n      }\n      suggestedListing {\n        ...ListingSummaryCard_listing\n      }\n    }\n    dayPlans {\n      day\n      date\n      title\n      narrative\n      base {\n        id\n        name\n        lat\n        lng\n      }\n      stops {\n        attractionId\n        name\n        category\n        lat\n        lng\n        start\n        visitMinutes\n        ticketsLkr\n        ticketPriceKnown\n        note\n      }\n      legs {\n        from\n        to\n        mode\n        depart\n        distanceKm\n        minutes\n        via\n        note\n        geometry\n      }\n      activities {\n        name\n        costLkr\n      }\n      warnings {\n        attractionId\n        code\n        message\n      }\n      startTime\n      endTime\n      activeMinutes\n      limitMinutes\n      costLkr\n    }\n    places {\n      attractionId\n      name\n      category\n      lat\n      lng\n      rating\n      day\n      reason\n    }\n    budget {\n      comfort\n      lines {\n        category\n        day\n        label\n        amountLkr\n        rateId\n        priceKnown\n        fee {\n          rowId\n          year\n          confidence\n          about\n          sourceUrl\n          publisher\n          sourceDate\n        }\n      }\n      totals {\n        category\n        amountLkr\n      }\n      totalLkr\n      perPersonLkr\n      requestedLkr\n      withinBudget\n      minimumTotalLkr\n      overByLkr\n      fitsInDays\n      fitsInDaysTotalLkr\n      options {\n        comfort\n        totalLkr\n        withinBudget\n      }\n      summary\n      ratesYear\n      exchangeRates {\n        currency\n        lkrPerUnit\n        year\n        asOf\n      }\n      unknownFees\n    }\n    tips {\n      category\n      text\n    }\n    customPlaces {\n      requested\n      matched\n      included\n      day\n      reason\n      requestedBy\n    }\n  }\n": types.PlanResult_PlanFragmentDoc,
    "\n  mutation PlanTrip($input: PlanTripInput!) {\n    planTrip(input: $input) {\n      ...PlanResult_result\n    }\n  }\n": types.PlanTripDocument,
    "\n  mutation SaveTripPlan($id: ID!) {\n    saveTripPlan(id: $id) {\n      id\n      title\n      savedAt\n    }\n  }\n": types.SaveTripPlanDocument,
    "\n  query SavedPlanRouteQuery($id: ID!) {\n    tripPlan(id: $id) {\n      ...PlanResult_result\n    }\n    mapConfig {\n      ...JourneyMap_settings\n    }\n    me {\n      ...PlanResult_viewer\n    }\n  }\n": types.SavedPlanRouteQueryDocument,
    "\n  query FindRoute($input: RouteInput!) {\n    route(input: $input) {\n      distanceKm\n      durationMinutes\n      geometry\n      waypointOrder\n      legs {\n        from {\n          id\n          name\n          lat\n          lng\n        }\n        to {\n          id\n          name\n          lat\n          lng\n        }\n        distanceKm\n        durationMinutes\n        roads\n      }\n    }\n  }\n": types.FindRouteDocument,
    "\n  query AttractionsAlongRoute($input: AttractionsAlongRouteInput!) {\n    attractionsAlongRoute(input: $input) {\n      id\n      name\n      category\n      lat\n      lng\n      rating\n      ratingCount\n      priority\n      distanceFromRouteKm\n      nearestTown\n      visitHours\n    }\n  }\n": types.AttractionsAlongRouteDocument,
    "\n  query SearchAttractions($query: String!) {\n    searchAttractions(query: $query, first: 8) {\n      id\n      name\n      category\n      lat\n      lng\n      nearestTown\n      rating\n    }\n  }\n": types.SearchAttractionsDocument,
    "\n  query PlaceSuggestions($query: String!) {\n    geocodeSuggestions(query: $query, first: 6) {\n      id\n      name\n      label\n      kind\n      district\n    }\n  }\n": types.PlaceSuggestionsDocument,
    "\n  fragment ShareDialog_link on TripPlanShareLink {\n    planId\n    title\n    url\n  }\n": types.ShareDialog_LinkFragmentDoc,
    "\n  mutation ShareTripPlan($id: ID!) {\n    shareTripPlan(id: $id) {\n      ...ShareDialog_link\n    }\n  }\n": types.ShareTripPlanDocument,
    "\n  mutation RevokeTripPlanShare($id: ID!) {\n    revokeTripPlanShare(id: $id) {\n      planId\n      revoked\n    }\n  }\n": types.RevokeTripPlanShareDocument,
    "\n  query SharedPlanRouteQuery($token: String!) {\n    sharedTripPlan(token: $token) {\n      title\n      calendarUrl\n      plan {\n        ...PlanResult_plan\n      }\n    }\n    mapConfig {\n      ...JourneyMap_settings\n    }\n  }\n": types.SharedPlanRouteQueryDocument,
    "\n  query DashboardRouteQuery {\n    myTrips {\n      id\n      startingLocation\n      stops\n      finalDestination\n      travelers\n      startDate\n      endDate\n      budget\n      createdAt\n    }\n    myTripPlans {\n      id\n      title\n      days\n      people\n      totalLkr\n      startDate\n      savedAt\n    }\n    mySharedTripPlans {\n      planId\n      title\n      url\n      createdAt\n    }\n  }\n": types.DashboardRouteQueryDocument,
    "\n  mutation CreateTrip($input: CreateTripInput!, $idempotencyKey: String) {\n    createTrip(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.CreateTripDocument,
    "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      id\n    }\n  }\n": types.DeleteTripDocument,
    "\n  mutation DeleteTripPlan($id: ID!) {\n    deleteTripPlan(id: $id) {\n      id\n    }\n  }\n": types.DeleteTripPlanDocument,
    "\n  mutation StopSharingPlan($id: ID!) {\n    revokeTripPlanShare(id: $id) {\n      planId\n      revoked\n    }\n  }\n": types.StopSharingPlanDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingSummaryCard_listing on Business {\n    id\n    name\n    category\n    priceRange\n    photos {\n      small {\n        url\n        width\n        height\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ListingSummaryCard_listing on Business {\n    id\n    name\n    category\n    priceRange\n    photos {\n      small {\n        url\n        width\n        height\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreferencesCard_preferences on Preferences {\n    currency\n    language\n    emailNotifications\n    pushNotifications\n  }\n"): (typeof documents)["\n  fragment PreferencesCard_preferences on Preferences {\n    currency\n    language\n    emailNotifications\n    pushNotifications\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountPage_user on User {\n    id\n    username\n    email\n    name\n    profilePictureUrl\n    hasPassword\n    connectedProviders\n    createdAt\n    preferences {\n      ...PreferencesCard_preferences\n    }\n  }\n"): (typeof documents)["\n  fragment AccountPage_user on User {\n    id\n    username\n    email\n    name\n    profilePictureUrl\n    hasPassword\n    connectedProviders\n    createdAt\n    preferences {\n      ...PreferencesCard_preferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountRouteQuery {\n    me {\n      ...AccountPage_user\n    }\n    signInOptions {\n      provider\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query AccountRouteQuery {\n    me {\n      ...AccountPage_user\n    }\n    signInOptions {\n      provider\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountPage_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountPage_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      id\n      preferences {\n        ...PreferencesCard_preferences\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      id\n      preferences {\n        ...PreferencesCard_preferences\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartProviderConnection($provider: AuthProvider!) {\n    startProviderConnection(provider: $provider) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartProviderConnection($provider: AuthProvider!) {\n    startProviderConnection(provider: $provider) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectProvider($code: String!) {\n    connectProvider(code: $code) {\n      id\n      connectedProviders\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectProvider($code: String!) {\n    connectProvider(code: $code) {\n      id\n      connectedProviders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser_user on User {\n    id\n    username\n    email\n    name\n    profilePictureUrl\n    preferences {\n      currency\n      language\n      emailNotifications\n      pushNotifications\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser_user on User {\n    id\n    username\n    email\n    name\n    profilePictureUrl\n    preferences {\n      currency\n      language\n      emailNotifications\n      pushNotifications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignInOptions {\n    signInOptions {\n      provider\n      enabled\n      startUrl\n    }\n  }\n"): (typeof documents)["\n  query SignInOptions {\n    signInOptions {\n      provider\n      enabled\n      startUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExchangeOAuthCode($code: String!) {\n    exchangeOAuthCode(code: $code) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExchangeOAuthCode($code: String!) {\n    exchangeOAuthCode(code: $code) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessListingRouteQuery($id: ID!) {\n    business(id: $id) {\n      id\n      ownedByViewer\n      hiddenPendingReview\n      ...BusinessForm_business\n      ...BusinessPhotos_business\n    }\n  }\n"): (typeof documents)["\n  query BusinessListingRouteQuery($id: ID!) {\n    business(id: $id) {\n      id\n      ownedByViewer\n      hiddenPendingReview\n      ...BusinessForm_business\n      ...BusinessPhotos_business\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressPin($address: String!) {\n    addressPin(address: $address) {\n      location {\n        lat\n        lng\n      }\n      onLand\n      district\n    }\n  }\n"): (typeof documents)["\n  query AddressPin($address: String!) {\n    addressPin(address: $address) {\n      location {\n        lat\n        lng\n      }\n      onLand\n      district\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PinAt($point: PointInput!) {\n    pinAt(point: $point) {\n      onLand\n      district\n    }\n  }\n"): (typeof documents)["\n  query PinAt($point: PointInput!) {\n    pinAt(point: $point) {\n      onLand\n      district\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearPlaceQuery($query: String!) {\n    geocode(query: $query) {\n      best {\n        name\n        lat\n        lng\n      }\n    }\n  }\n"): (typeof documents)["\n  query NearPlaceQuery($query: String!) {\n    geocode(query: $query) {\n      best {\n        name\n        lat\n        lng\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReissueManagementCode($id: ID!) {\n    reissueManagementCode(id: $id) {\n      message\n      businessId\n      managementCode\n    }\n  }\n"): (typeof documents)["\n  mutation ReissueManagementCode($id: ID!) {\n    reissueManagementCode(id: $id) {\n      message\n      businessId\n      managementCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportBusiness($input: ReportBusinessInput!) {\n    reportBusiness(input: $input) {\n      message\n      businessId\n    }\n  }\n"): (typeof documents)["\n  mutation ReportBusiness($input: ReportBusinessInput!) {\n    reportBusiness(input: $input) {\n      message\n      businessId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessesRouteQuery($first: Int!, $after: String, $category: BusinessCategory, $district: String, $query: String, $near: NearPointInput) {\n    businesses(first: $first, after: $after, category: $category, district: $district, query: $query, near: $near) {\n      edges {\n        cursor\n        distanceKm\n        node {\n          id\n          ...BusinessForm_business\n          ...BusinessPhotos_business\n          ownedByViewer\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessesRouteQuery($first: Int!, $after: String, $category: BusinessCategory, $district: String, $query: String, $near: NearPointInput) {\n    businesses(first: $first, after: $after, category: $category, district: $district, query: $query, near: $near) {\n      edges {\n        cursor\n        distanceKm\n        node {\n          id\n          ...BusinessForm_business\n          ...BusinessPhotos_business\n          ownedByViewer\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessForm_business on Business {\n    name\n    address\n    email\n    telephone\n    website\n    description\n    category\n    priceRange\n    languages\n    closedOnPoyaDays\n    openingHours {\n      day\n      opens\n      closes\n    }\n    location {\n      lat\n      lng\n    }\n    district\n  }\n"): (typeof documents)["\n  fragment BusinessForm_business on Business {\n    name\n    address\n    email\n    telephone\n    website\n    description\n    category\n    priceRange\n    languages\n    closedOnPoyaDays\n    openingHours {\n      day\n      opens\n      closes\n    }\n    location {\n      lat\n      lng\n    }\n    district\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessPhotos_business on Business {\n    photos {\n      id\n      small {\n        url\n        width\n        height\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BusinessPhotos_business on Business {\n    photos {\n      id\n      small {\n        url\n        width\n        height\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessEditRouteQuery($id: ID!) {\n    business(id: $id) {\n      id\n      ownedByViewer\n      ...BusinessForm_business\n      ...BusinessPhotos_business\n    }\n  }\n"): (typeof documents)["\n  query BusinessEditRouteQuery($id: ID!) {\n    business(id: $id) {\n      id\n      ownedByViewer\n      ...BusinessForm_business\n      ...BusinessPhotos_business\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBusinessesQuery {\n    myBusinesses {\n      id\n      name\n      address\n      category\n      ...PendingReview_Business\n    }\n  }\n"): (typeof documents)["\n  query MyBusinessesQuery {\n    myBusinesses {\n      id\n      name\n      address\n      category\n      ...PendingReview_Business\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingReview_Business on Business {\n    hiddenPendingReview\n    pendingReview {\n      reportCount\n      reasons {\n        reason\n        count\n      }\n      reviewRequestedAt\n    }\n  }\n"): (typeof documents)["\n  fragment PendingReview_Business on Business {\n    hiddenPendingReview\n    pendingReview {\n      reportCount\n      reasons {\n        reason\n        count\n      }\n      reviewRequestedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewReportsRouteQuery {\n    reportedBusinesses(first: 50) {\n      reportCount\n      reporterCount\n      lastReportedAt\n      reviewRequestedAt\n      business {\n        id\n        name\n        address\n        category\n        hiddenPendingReview\n      }\n      reports {\n        id\n        reason\n        detail\n        createdAt\n        fromAccount\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewReportsRouteQuery {\n    reportedBusinesses(first: 50) {\n      reportCount\n      reporterCount\n      lastReportedAt\n      reviewRequestedAt\n      business {\n        id\n        name\n        address\n        category\n        hiddenPendingReview\n      }\n      reports {\n        id\n        reason\n        detail\n        createdAt\n        fromAccount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerRolesQuery {\n    me {\n      id\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query ViewerRolesQuery {\n    me {\n      id\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBusinessPhoto($businessId: ID!, $photoId: ID!, $managementCode: String) {\n    deleteBusinessPhoto(businessId: $businessId, photoId: $photoId, managementCode: $managementCode) {\n      message\n      business {\n        id\n        ...BusinessPhotos_business\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBusinessPhoto($businessId: ID!, $photoId: ID!, $managementCode: String) {\n    deleteBusinessPhoto(businessId: $businessId, photoId: $photoId, managementCode: $managementCode) {\n      message\n      business {\n        id\n        ...BusinessPhotos_business\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderBusinessPhotos($businessId: ID!, $photoIds: [ID!]!, $managementCode: String) {\n    reorderBusinessPhotos(businessId: $businessId, photoIds: $photoIds, managementCode: $managementCode) {\n      business {\n        id\n        ...BusinessPhotos_business\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderBusinessPhotos($businessId: ID!, $photoIds: [ID!]!, $managementCode: String) {\n    reorderBusinessPhotos(businessId: $businessId, photoIds: $photoIds, managementCode: $managementCode) {\n      business {\n        id\n        ...BusinessPhotos_business\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBusiness($id: ID!, $managementCode: String) {\n    deleteBusiness(id: $id, managementCode: $managementCode) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBusiness($id: ID!, $managementCode: String) {\n    deleteBusiness(id: $id, managementCode: $managementCode) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterBusiness($input: RegisterBusinessInput!) {\n    registerBusiness(input: $input) {\n      message\n      managementCode\n      locationNotice\n      business {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterBusiness($input: RegisterBusinessInput!) {\n    registerBusiness(input: $input) {\n      message\n      managementCode\n      locationNotice\n      business {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestBusinessReview($id: ID!) {\n    requestBusinessReview(id: $id) {\n      message\n      business {\n        id\n        ...PendingReview_Business\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestBusinessReview($id: ID!) {\n    requestBusinessReview(id: $id) {\n      message\n      business {\n        id\n        ...PendingReview_Business\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewBusinessReports($input: ReviewBusinessReportsInput!) {\n    reviewBusinessReports(input: $input) {\n      message\n      businessId\n      decision\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewBusinessReports($input: ReviewBusinessReportsInput!) {\n    reviewBusinessReports(input: $input) {\n      message\n      businessId\n      decision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBusiness($id: ID!, $input: UpdateBusinessInput!, $managementCode: String) {\n    updateBusiness(id: $id, input: $input, managementCode: $managementCode) {\n      message\n      locationNotice\n      business {\n        id\n        ...BusinessForm_business\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBusiness($id: ID!, $input: UpdateBusinessInput!, $managementCode: String) {\n    updateBusiness(id: $id, input: $input, managementCode: $managementCode) {\n      message\n      locationNotice\n      business {\n        id\n        ...BusinessForm_business\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimBusiness($id: ID!, $managementCode: String!) {\n    claimBusiness(id: $id, managementCode: $managementCode) {\n      message\n      business {\n        id\n        ownedByViewer\n        ...BusinessForm_business\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimBusiness($id: ID!, $managementCode: String!) {\n    claimBusiness(id: $id, managementCode: $managementCode) {\n      message\n      business {\n        id\n        ownedByViewer\n        ...BusinessForm_business\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DestinationNearby($slug: ID!) {\n    destination(slug: $slug) {\n      nearbyBusinesses(first: 6, radiusKm: 15) {\n        distanceKm\n        business {\n          ...ListingSummaryCard_listing\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DestinationNearby($slug: ID!) {\n    destination(slug: $slug) {\n      nearbyBusinesses(first: 6, radiusKm: 15) {\n        distanceKm\n        business {\n          ...ListingSummaryCard_listing\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditTripPlan($id: ID!, $version: Int!, $edits: [PlanEditInput!]!, $idempotencyKey: String) {\n    editTripPlan(id: $id, version: $version, edits: $edits, idempotencyKey: $idempotencyKey) {\n      version\n      undo {\n        kind\n        attractionId\n        placeId\n        day\n        index\n        otherDay\n      }\n      plan {\n        ...PlanResult_result\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditTripPlan($id: ID!, $version: Int!, $edits: [PlanEditInput!]!, $idempotencyKey: String) {\n    editTripPlan(id: $id, version: $version, edits: $edits, idempotencyKey: $idempotencyKey) {\n      version\n      undo {\n        kind\n        attractionId\n        placeId\n        day\n        index\n        otherDay\n      }\n      plan {\n        ...PlanResult_result\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestTripPlan($id: ID!) {\n    tripPlan(id: $id) {\n      ...PlanResult_result\n    }\n  }\n"): (typeof documents)["\n  query LatestTripPlan($id: ID!) {\n    tripPlan(id: $id) {\n      ...PlanResult_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RewriteTripPlan($id: ID!, $version: Int!, $language: PlanLanguage!) {\n    rewriteTripPlan(id: $id, version: $version, language: $language) {\n      ...PlanResult_result\n    }\n  }\n"): (typeof documents)["\n  mutation RewriteTripPlan($id: ID!, $version: Int!, $language: PlanLanguage!) {\n    rewriteTripPlan(id: $id, version: $version, language: $language) {\n      ...PlanResult_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerRouteQuery {\n    mapConfig {\n      ...JourneyMap_settings\n    }\n    me {\n      ...PlanResult_viewer\n    }\n  }\n"): (typeof documents)["\n  query PlannerRouteQuery {\n    mapConfig {\n      ...JourneyMap_settings\n    }\n    me {\n      ...PlanResult_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JourneyMap_settings on MapConfig {\n    kind\n    browserKey\n    layersUrl\n  }\n"): (typeof documents)["\n  fragment JourneyMap_settings on MapConfig {\n    kind\n    browserKey\n    layersUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanResult_viewer on User {\n    id\n    preferences {\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment PlanResult_viewer on User {\n    id\n    preferences {\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanResult_result on TripPlanResult {\n    id\n    title\n    source\n    createdAt\n    savedAt\n    version\n    language\n    plan {\n      ...PlanResult_plan\n    }\n  }\n"): (typeof documents)["\n  fragment PlanResult_result on TripPlanResult {\n    id\n    title\n    source\n    createdAt\n    savedAt\n    version\n    language\n    plan {\n      ...PlanResult_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanResult_plan on TripPlan {\n    start {\n      id\n      name\n      lat\n      lng\n    }\n    end {\n      id\n      name\n      lat\n      lng\n    }\n    days\n    people\n    startDate\n    interests\n    summary\n    notices\n    bases {\n      place {\n        id\n        name\n        lat\n        lng\n      }\n      nights\n      why\n      stayBudget {\n        rooms\n        perRoomPerNightLkr\n      }\n      suggestedListing {\n        ...ListingSummaryCard_listing\n      }\n    }\n    dayPlans {\n      day\n      date\n      title\n      narrative\n      base {\n        id\n        name\n        lat\n        lng\n      }\n      stops {\n        attractionId\n        name\n        category\n        lat\n        lng\n        start\n        visitMinutes\n        ticketsLkr\n        ticketPriceKnown\n        note\n      }\n      legs {\n        from\n        to\n        mode\n        depart\n        distanceKm\n        minutes\n        via\n        note\n        geometry\n      }\n      activities {\n        name\n        costLkr\n      }\n      warnings {\n        attractionId\n        code\n        message\n      }\n      startTime\n      endTime\n      activeMinutes\n      limitMinutes\n      costLkr\n    }\n    places {\n      attractionId\n      name\n      category\n      lat\n      lng\n      rating\n      day\n      reason\n    }\n    budget {\n      comfort\n      lines {\n        category\n        day\n        label\n        amountLkr\n        rateId\n        priceKnown\n        fee {\n          rowId\n          year\n          confidence\n          about\n          sourceUrl\n          publisher\n          sourceDate\n        }\n      }\n      totals {\n        category\n        amountLkr\n      }\n      totalLkr\n      perPersonLkr\n      requestedLkr\n      withinBudget\n      minimumTotalLkr\n      overByLkr\n      fitsInDays\n      fitsInDaysTotalLkr\n      options {\n        comfort\n        totalLkr\n        withinBudget\n      }\n      summary\n      ratesYear\n      exchangeRates {\n        currency\n        lkrPerUnit\n        year\n        asOf\n      }\n      unknownFees\n    }\n    tips {\n      category\n      text\n    }\n    customPlaces {\n      requested\n      matched\n      included\n      day\n      reason\n      requestedBy\n    }\n  }\n"): (typeof documents)["\n  fragment PlanResult_plan on TripPlan {\n    start {\n      id\n      name\n      lat\n      lng\n    }\n    end {\n      id\n      name\n      lat\n      lng\n    }\n    days\n    people\n    startDate\n    interests\n    summary\n    notices\n    bases {\n      place {\n        id\n        name\n        lat\n        lng\n      }\n      nights\n      why\n      stayBudget {\n        rooms\n        perRoomPerNightLkr\n      }\n      suggestedListing {\n        ...ListingSummaryCard_listing\n      }\n    }\n    dayPlans {\n      day\n      date\n      title\n      narrative\n      base {\n        id\n        name\n        lat\n        lng\n      }\n      stops {\n        attractionId\n        name\n        category\n        lat\n        lng\n        start\n        visitMinutes\n        ticketsLkr\n        ticketPriceKnown\n        note\n      }\n      legs {\n        from\n        to\n        mode\n        depart\n        distanceKm\n        minutes\n        via\n        note\n        geometry\n      }\n      activities {\n        name\n        costLkr\n      }\n      warnings {\n        attractionId\n        code\n        message\n      }\n      startTime\n      endTime\n      activeMinutes\n      limitMinutes\n      costLkr\n    }\n    places {\n      attractionId\n      name\n      category\n      lat\n      lng\n      rating\n      day\n      reason\n    }\n    budget {\n      comfort\n      lines {\n        category\n        day\n        label\n        amountLkr\n        rateId\n        priceKnown\n        fee {\n          rowId\n          year\n          confidence\n          about\n          sourceUrl\n          publisher\n          sourceDate\n        }\n      }\n      totals {\n        category\n        amountLkr\n      }\n      totalLkr\n      perPersonLkr\n      requestedLkr\n      withinBudget\n      minimumTotalLkr\n      overByLkr\n      fitsInDays\n      fitsInDaysTotalLkr\n      options {\n        comfort\n        totalLkr\n        withinBudget\n      }\n      summary\n      ratesYear\n      exchangeRates {\n        currency\n        lkrPerUnit\n        year\n        asOf\n      }\n      unknownFees\n    }\n    tips {\n      category\n      text\n    }\n    customPlaces {\n      requested\n      matched\n      included\n      day\n      reason\n      requestedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanTrip($input: PlanTripInput!) {\n    planTrip(input: $input) {\n      ...PlanResult_result\n    }\n  }\n"): (typeof documents)["\n  mutation PlanTrip($input: PlanTripInput!) {\n    planTrip(input: $input) {\n      ...PlanResult_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTripPlan($id: ID!) {\n    saveTripPlan(id: $id) {\n      id\n      title\n      savedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTripPlan($id: ID!) {\n    saveTripPlan(id: $id) {\n      id\n      title\n      savedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedPlanRouteQuery($id: ID!) {\n    tripPlan(id: $id) {\n      ...PlanResult_result\n    }\n    mapConfig {\n      ...JourneyMap_settings\n    }\n    me {\n      ...PlanResult_viewer\n    }\n  }\n"): (typeof documents)["\n  query SavedPlanRouteQuery($id: ID!) {\n    tripPlan(id: $id) {\n      ...PlanResult_result\n    }\n    mapConfig {\n      ...JourneyMap_settings\n    }\n    me {\n      ...PlanResult_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindRoute($input: RouteInput!) {\n    route(input: $input) {\n      distanceKm\n      durationMinutes\n      geometry\n      waypointOrder\n      legs {\n        from {\n          id\n          name\n          lat\n          lng\n        }\n        to {\n          id\n          name\n          lat\n          lng\n        }\n        distanceKm\n        durationMinutes\n        roads\n      }\n    }\n  }\n"): (typeof documents)["\n  query FindRoute($input: RouteInput!) {\n    route(input: $input) {\n      distanceKm\n      durationMinutes\n      geometry\n      waypointOrder\n      legs {\n        from {\n          id\n          name\n          lat\n          lng\n        }\n        to {\n          id\n          name\n          lat\n          lng\n        }\n        distanceKm\n        durationMinutes\n        roads\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttractionsAlongRoute($input: AttractionsAlongRouteInput!) {\n    attractionsAlongRoute(input: $input) {\n      id\n      name\n      category\n      lat\n      lng\n      rating\n      ratingCount\n      priority\n      distanceFromRouteKm\n      nearestTown\n      visitHours\n    }\n  }\n"): (typeof documents)["\n  query AttractionsAlongRoute($input: AttractionsAlongRouteInput!) {\n    attractionsAlongRoute(input: $input) {\n      id\n      name\n      category\n      lat\n      lng\n      rating\n      ratingCount\n      priority\n      distanceFromRouteKm\n      nearestTown\n      visitHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchAttractions($query: String!) {\n    searchAttractions(query: $query, first: 8) {\n      id\n      name\n      category\n      lat\n      lng\n      nearestTown\n      rating\n    }\n  }\n"): (typeof documents)["\n  query SearchAttractions($query: String!) {\n    searchAttractions(query: $query, first: 8) {\n      id\n      name\n      category\n      lat\n      lng\n      nearestTown\n      rating\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSuggestions($query: String!) {\n    geocodeSuggestions(query: $query, first: 6) {\n      id\n      name\n      label\n      kind\n      district\n    }\n  }\n"): (typeof documents)["\n  query PlaceSuggestions($query: String!) {\n    geocodeSuggestions(query: $query, first: 6) {\n      id\n      name\n      label\n      kind\n      district\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareDialog_link on TripPlanShareLink {\n    planId\n    title\n    url\n  }\n"): (typeof documents)["\n  fragment ShareDialog_link on TripPlanShareLink {\n    planId\n    title\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareTripPlan($id: ID!) {\n    shareTripPlan(id: $id) {\n      ...ShareDialog_link\n    }\n  }\n"): (typeof documents)["\n  mutation ShareTripPlan($id: ID!) {\n    shareTripPlan(id: $id) {\n      ...ShareDialog_link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTripPlanShare($id: ID!) {\n    revokeTripPlanShare(id: $id) {\n      planId\n      revoked\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeTripPlanShare($id: ID!) {\n    revokeTripPlanShare(id: $id) {\n      planId\n      revoked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedPlanRouteQuery($token: String!) {\n    sharedTripPlan(token: $token) {\n      title\n      calendarUrl\n      plan {\n        ...PlanResult_plan\n      }\n    }\n    mapConfig {\n      ...JourneyMap_settings\n    }\n  }\n"): (typeof documents)["\n  query SharedPlanRouteQuery($token: String!) {\n    sharedTripPlan(token: $token) {\n      title\n      calendarUrl\n      plan {\n        ...PlanResult_plan\n      }\n    }\n    mapConfig {\n      ...JourneyMap_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardRouteQuery {\n    myTrips {\n      id\n      startingLocation\n      stops\n      finalDestination\n      travelers\n      startDate\n      endDate\n      budget\n      createdAt\n    }\n    myTripPlans {\n      id\n      title\n      days\n      people\n      totalLkr\n      startDate\n      savedAt\n    }\n    mySharedTripPlans {\n      planId\n      title\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query DashboardRouteQuery {\n    myTrips {\n      id\n      startingLocation\n      stops\n      finalDestination\n      travelers\n      startDate\n      endDate\n      budget\n      createdAt\n    }\n    myTripPlans {\n      id\n      title\n      days\n      people\n      totalLkr\n      startDate\n      savedAt\n    }\n    mySharedTripPlans {\n      planId\n      title\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTrip($input: CreateTripInput!, $idempotencyKey: String) {\n    createTrip(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrip($input: CreateTripInput!, $idempotencyKey: String) {\n    createTrip(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTripPlan($id: ID!) {\n    deleteTripPlan(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTripPlan($id: ID!) {\n    deleteTripPlan(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopSharingPlan($id: ID!) {\n    revokeTripPlanShare(id: $id) {\n      planId\n      revoked\n    }\n  }\n"): (typeof documents)["\n  mutation StopSharingPlan($id: ID!) {\n    revokeTripPlanShare(id: $id) {\n      planId\n      revoked\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;