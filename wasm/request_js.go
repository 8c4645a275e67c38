//go:build js && wasm

package main

import (
	"fmt"

	"github.com/hack-pad/safejs"
	"github.com/pith-reader/pith/core/wire"
)

// requestFromObject reads {html, tree, url, layout, layoutPacked, options} from a JS object.
// The HTML and the tree are read as strings directly; the small parts (layout, options) go
// through JSON.stringify, which is much faster than reading their arrays
// element by element across the boundary.
func requestFromObject(obj safejs.Value) (Request, error) {
	var req Request
	var err error
	if req.HTML, err = stringField(obj, "html"); err != nil {
		return req, err
	}
	if req.Tree, err = stringField(obj, "tree"); err != nil {
		return req, err
	}
	if req.URL, err = stringField(obj, "url"); err != nil {
		return req, err
	}
	if req.LayoutPacked, err = stringField(obj, "layoutPacked"); err != nil {
		return req, err
	}
	if err := jsonField(obj, "layout", &req.Layout); err != nil {
		return req, err
	}
	if err := jsonField(obj, "options", &req.Options); err != nil {
		return req, err
	}
	return req, nil
}

func stringField(obj safejs.Value, name string) (string, error) {
	v, err := obj.Get(name)
	if err != nil {
		return "", err
	}
	switch v.Type() {
	case safejs.TypeUndefined, safejs.TypeNull:
		return "", nil
	case safejs.TypeString:
		return v.String()
	default:
		return "", fmt.Errorf("wasm: request.%s must be a string, got %s", name, v.Type())
	}
}

func jsonField(obj safejs.Value, name string, dst any) error {
	v, err := obj.Get(name)
	if err != nil {
		return err
	}
	if v.Type() == safejs.TypeUndefined || v.Type() == safejs.TypeNull {
		return nil
	}
	jsonObj, err := safejs.Global().Get("JSON")
	if err != nil {
		return err
	}
	s, err := jsonObj.Call("stringify", v)
	if err != nil {
		return fmt.Errorf("wasm: request.%s: %w", name, err)
	}
	str, err := s.String()
	if err != nil {
		return err
	}
	if err := wire.Unmarshal([]byte(str), dst); err != nil {
		return fmt.Errorf("wasm: request.%s: %w", name, err)
	}
	return nil
}

// siteRequestFromObject reads {pages, urls} from a JS object: each page is
// read as a string directly, the urls through JSON.stringify.
func siteRequestFromObject(obj safejs.Value) (SiteRequest, error) {
	var req SiteRequest
	var err error
	if req.Pages, err = stringArrayField(obj, "pages"); err != nil {
		return req, err
	}
	if err := jsonField(obj, "urls", &req.URLs); err != nil {
		return req, err
	}
	return req, nil
}

// stringArrayField reads an array of strings (absent = nil).
func stringArrayField(obj safejs.Value, name string) ([]string, error) {
	v, err := obj.Get(name)
	if err != nil {
		return nil, err
	}
	if v.Type() == safejs.TypeUndefined || v.Type() == safejs.TypeNull {
		return nil, nil
	}
	n, err := v.Length()
	if err != nil || v.Type() != safejs.TypeObject {
		return nil, fmt.Errorf("wasm: request.%s must be an array of strings", name)
	}
	out := make([]string, n)
	for i := range n {
		item, err := v.Index(i)
		if err != nil {
			return nil, err
		}
		if item.Type() != safejs.TypeString {
			return nil, fmt.Errorf("wasm: request.%s[%d] must be a string, got %s", name, i, item.Type())
		}
		if out[i], err = item.String(); err != nil {
			return nil, err
		}
	}
	return out, nil
}
